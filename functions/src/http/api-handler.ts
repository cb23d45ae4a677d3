import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { ApiRoute } from '@shop/shared';
import { callerFrom, type Caller } from './caller';
import { errorHandler } from './middleware/error-handler';
import { authorize } from './middleware/authorize';

export interface ApiRequest {
  readonly event: APIGatewayProxyEventV2;
  readonly context: Context;
  /** Present on every route that is not public (the authorize middleware guarantees it). */
  readonly caller: Caller | undefined;
}

/** Wraps an endpoint's logic with the route's access rule and JSON error answers. */
export const apiHandler = (route: ApiRoute, fn: (request: ApiRequest) => Promise<APIGatewayProxyResultV2>) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>()
    .use(errorHandler())
    .use(authorize(route.access))
    .handler((event, context) => fn({ event, context, caller: callerFrom(event) }));
