import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { routeList, type ApiRoute, type RouteAnswer, type RouteInput, type TypedApiRoute } from '@shop/shared';
import type { Caller } from '../domain/caller';
import { observedHandler } from '../observability/observed-handler';
import { callerFrom } from './caller';
import { domainErrors } from './middleware/domain-errors';
import { errorHandler } from './middleware/error-handler';
import { authorize } from './middleware/authorize';
import { originCheck } from './middleware/origin-check';
import { routeInput, type ParsedRequest } from './middleware/route-input';
import type { JsonAnswer } from './responses';

/** Signed-in routes always have a caller (the authorize middleware refuses the rest); public ones may not. */
type CallerFor<R extends TypedApiRoute> = R['access'] extends 'public' ? Caller | undefined : Caller;

/** What a handler gets: the route's parameters, query and body as its schemas parsed them, and who calls. */
export type ApiRequest<R extends TypedApiRoute> = RouteInput<R['schemas']> & {
  readonly event: APIGatewayProxyEventV2;
  readonly context: Context;
  readonly caller: CallerFor<R>;
};

/** How logs and metrics name the route: its id in the route table, else its key as API Gateway writes it. */
const routeName = (route: ApiRoute): string =>
  routeList().find((r) => r.method === route.method && r.path === route.path)?.id ?? `${route.method} ${route.path}`;

/**
 * Wraps an endpoint's logic with logging, metrics and tracing, the route's access rule, its input
 * parsed by its schemas (Powertools' Parser, see route-input.ts) and JSON error answers. The logic's answer must be
 * what the route's response schema accepts.
 */
export const apiHandler = <R extends TypedApiRoute>(route: R, fn: (request: ApiRequest<R>) => Promise<JsonAnswer<RouteAnswer<R['schemas']>>>) =>
  observedHandler<APIGatewayProxyEventV2, APIGatewayProxyResultV2>(routeName(route))
    .use(errorHandler())
    .use(domainErrors())
    .use(originCheck())
    .use(authorize(route.access))
    .use(routeInput(route))
    .handler((parsed, context) => {
      // routeInput put the parsed request in the event's place.
      const { event, params, query, body } = parsed as unknown as ParsedRequest<R['schemas']>;
      return fn({ event, context, caller: callerFrom(event) as CallerFor<R>, params, query, body });
    });
