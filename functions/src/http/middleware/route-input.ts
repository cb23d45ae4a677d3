import type { MiddlewareObj } from '@middy/core';
import { parse } from '@aws-lambda-powertools/parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { RouteInput, RouteSchemas, TypedApiRoute } from '@shop/shared';
import { invalidInput, readJsonBody, type InputIssue } from '../parse';

/** What the handler gets: the parts the route reads, as its schemas parsed them, and the event itself. */
export type ParsedRequest<S extends RouteSchemas> = RouteInput<S> & { readonly event: APIGatewayProxyEventV2 };

/**
 * Each part is checked on its own with Powertools' `parse`, not nested in one event schema: the
 * shared schemas word their messages by the issue's path ("name gereklidir."), which nesting
 * would change ("body.name ..."). The parts go in the order handlers read them before (path,
 * query, body), so the 400 names the same field as it did.
 */
const parsePart = (schema: RouteSchemas['body'], value: unknown): unknown => {
  if (!schema) return undefined;
  const result = parse(value, undefined, schema, true);
  if (!result.success) throw invalidInput((result.error.cause ?? []) as readonly InputIssue[]);
  return result.data;
};

/**
 * Parses the route's path parameters, query and JSON body with its schemas and hands them to the
 * handler in place of the event. The body's size, depth and syntax are checked first, with the
 * answers (413, or a 400 with our own message) no schema gives.
 */
export const routeInput = (route: TypedApiRoute): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: (request) => {
    const { event } = request;
    const { schemas } = route;
    const parsed = {
      event,
      params: parsePart(schemas.params, event.pathParameters ?? {}),
      query: parsePart(schemas.query, event.queryStringParameters ?? {}),
      body: schemas.body ? parsePart(schemas.body, readJsonBody(event, route.maxBodyBytes)) : undefined,
    };
    (request as { event: unknown }).event = parsed;
  },
});
