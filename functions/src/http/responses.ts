import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

declare const bodyType: unique symbol;

/**
 * A JSON answer that keeps the type of its body, so apiHandler can hold a handler's answer to its
 * route's response schema (the same schema the web client types its result with).
 */
export type JsonAnswer<T> = APIGatewayProxyStructuredResultV2 & { readonly [bodyType]?: T };

export const json = <T>(statusCode: number, body: T): JsonAnswer<T> => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

export const ok = <T>(body: T) => json(200, body);
export const created = <T>(body: T) => json(201, body);
