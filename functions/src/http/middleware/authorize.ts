import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { canAny, type RouteAccess } from '@shop/shared';
import { callerFrom } from '../caller';
import { forbidden, unauthorized } from '../http-error';

/**
 * The route table's access rule, checked in every handler: the gateway's authorizer
 * proves who the caller is, this decides what they may do.
 */
export const authorize = (access: RouteAccess): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: (request) => {
    if (access === 'public') return;
    const caller = callerFrom(request.event);
    if (!caller) throw unauthorized();
    if (access !== 'signed-in' && !canAny(caller.groups, access.anyOf)) throw forbidden();
  },
});
