import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { canAny, type RouteAccess } from '@shop/shared';
import { callerFrom } from '../caller';
import { forbidden, unauthorized } from '../http-error';

/**
 * The route table's access rule, checked in every handler: the gateway's authorizer
 * proves who the caller is (an admin of the admins' pool, or on 'shopper' routes a shopper of
 * the shoppers' pool), this decides what they may do.
 */
export const authorize = (access: RouteAccess): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: (request) => {
    if (access === 'public') return;
    const caller = callerFrom(request.event);
    if (!caller) throw unauthorized();
    // A shopper's token never carries groups; one that does is no shopper's (belt and braces:
    // the shoppers' authorizer already refused every token but theirs).
    if (access === 'shopper') {
      if (caller.groups.length > 0) throw forbidden();
      return;
    }
    if (access !== 'signed-in' && !canAny(caller.groups, access.anyOf)) throw forbidden();
  },
});
