import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { routeList, type ApiRoute } from '@shop/shared';
import type { Caller } from '../domain/caller';
import { observedHandler } from '../observability/observed-handler';
import { callerFrom } from './caller';
import { domainErrors } from './middleware/domain-errors';
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

/** How logs and metrics name the route: its id in the route table, else its key as API Gateway writes it. */
const routeName = (route: ApiRoute): string =>
  routeList().find((r) => r.method === route.method && r.path === route.path)?.id ?? `${route.method} ${route.path}`;

/** Wraps an endpoint's logic with logging and metrics, the route's access rule and JSON error answers. */
export const apiHandler = <R extends ApiRoute>(route: R, fn: (request: ApiRequest<CallerFor<R>>) => Promise<APIGatewayProxyResultV2>) =>
  observedHandler<APIGatewayProxyEventV2, APIGatewayProxyResultV2>(routeName(route))
    .use(errorHandler())
    .use(domainErrors())
    .use(originCheck())
    .use(authorize(route.access))
    .handler((event, context) => fn({ event, context, caller: callerFrom(event) as CallerFor<R> }));
