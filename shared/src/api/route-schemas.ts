import type * as z from 'zod';

/**
 * What a route takes and answers, as zod schemas: the handler's input is parsed with them and the
 * web client's result is typed (and checked) by `response`. `params`, `query` and `body` are left
 * out where the route reads none (it then gets nothing there); `response` is always named, and an
 * entry of the route table without `schemas` does not compile.
 */
export interface RouteSchemas {
  /** The path's `{name}` segments, as strings. */
  readonly params?: z.ZodType;
  /** The query string, as API Gateway gives it: one string per name. */
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

type Part<S extends RouteSchemas, K extends keyof RouteSchemas> = S[K] extends z.ZodType ? S[K] : undefined;
type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: each part as its schema parsed it; `undefined` where the route reads none. */
export interface RouteInput<S extends RouteSchemas> {
  readonly params: Parsed<Part<S, 'params'>>;
  readonly query: Parsed<Part<S, 'query'>>;
  readonly body: Parsed<Part<S, 'body'>>;
}

/** What a handler must answer: what the response schema accepts. */
export type RouteAnswer<S extends RouteSchemas> = z.input<S['response']>;

/** What a caller gets: the answer as the response schema gives it. */
export type RouteResult<S extends RouteSchemas> = z.output<S['response']>;

/** What a caller sends: what the body schema accepts. */
export type RouteBody<S extends RouteSchemas> = S['body'] extends z.ZodType ? z.input<S['body']> : undefined;

/** What a caller puts in the query string: what the query schema accepts. */
export type RouteQuery<S extends RouteSchemas> = S['query'] extends z.ZodType ? z.input<S['query']> : undefined;
