import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { ApiRoute } from '@shop/shared';
import { callerFrom, type Caller } from './caller';
import { errorHandler } from './middleware/error-handler';
import { authorize } from './middleware/authorize';
import { originCheck } from './middleware/origin-check';

/** Signed-in routes always have a caller (the authorize middleware refuses the rest); public ones may not. */
type CallerFor<R extends ApiRoute> = R['access'] extends 'public' ? Caller | undefined : Caller;

export interface ApiRequest<C extends Caller | undefined = Caller | undefined> {
  readonly event: APIGatewayProxyEventV2;
  readonly context: Context;
  readonly caller: C;
}

/** Wraps an endpoint's logic with the route's access rule and JSON error answers. */
export const apiHandler = <R extends ApiRoute>(route: R, fn: (request: ApiRequest<CallerFor<R>>) => Promise<APIGatewayProxyResultV2>) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>()
    .use(errorHandler())
    .use(originCheck())
    .use(authorize(route.access))
    .handler((event, context) => fn({ event, context, caller: callerFrom(event) as CallerFor<R> }));
