import type { MiddlewareObj } from '@middy/core';
import { ParseError } from '@aws-lambda-powertools/parser/errors';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { RouteInput, RouteSchemas, TypedApiRoute } from '@shop/shared';
import * as z from 'zod';
import { invalidInput, readJsonBody, type InputIssue } from '../parse';

/** What Powertools' Parser checks and hands on: the parts the route reads, and the event itself. */
export type ParsedRequest<S extends RouteSchemas> = RouteInput<S> & { readonly event: APIGatewayProxyEventV2 };

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The schema the Parser middleware checks a request with. The parts come in the order handlers
 * read them before (path, query, body), so the first issue, the one the 400 names, is the same.
 */
export const requestSchema = (schemas: RouteSchemas) =>
  z.object({
    event: z.custom<APIGatewayProxyEventV2>(() => true),
    ...Object.fromEntries(PARTS.flatMap((part) => (schemas[part] ? [[part, schemas[part]]] : []))),
  });

/**
 * Lays out what the Parser middleware checks next: the path and query parameters as API Gateway
 * gives them (absent is none), and the body as JSON, after the size, depth and syntax checks whose
 * answers (413, or a 400 with our own message) no schema gives. A ParseError becomes the 400 that
 * names the field, as `field: message` with every issue listed, paths counted from inside the part.
 */
export const routeInput = (route: TypedApiRoute): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: (request) => {
    const { event } = request;
    const { schemas } = route;
    const input = {
      event,
      ...(schemas.params ? { params: event.pathParameters ?? {} } : {}),
      ...(schemas.query ? { query: event.queryStringParameters ?? {} } : {}),
      ...(schemas.body ? { body: readJsonBody(event, route.maxBodyBytes) } : {}),
    };
    // Parser takes the event to check from here and puts what it parsed in its place.
    (request as { event: unknown }).event = input;
  },
  onError: (request) => {
    if (!(request.error instanceof ParseError)) return;
    const issues = (request.error.cause ?? []) as readonly InputIssue[];
    request.error = invalidInput(issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })));
  },
});
