import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { API_ROUTES, routeList, type RouteInput, type RouteResult, type TypedApiRoute } from '../src';

// tsc -b compiles this file: each @ts-expect-error fails the build if the line below it compiles.
describe('route schemas', () => {
  it('a route without schemas does not compile', () => {
    const table = {
      // @ts-expect-error -- `schemas` is missing
      withoutSchemas: { method: 'GET', path: '/api/admin/x', handler: 'x/y', access: 'signed-in', writes: false },
      // @ts-expect-error -- every route names its response
      withoutResponse: { method: 'GET', path: '/api/admin/y', handler: 'x/y', access: 'signed-in', writes: false, schemas: {} },
      declared: { method: 'GET', path: '/api/admin/z', handler: 'x/y', access: 'signed-in', writes: false, schemas: { response: z.null() } },
    } as const satisfies Record<string, TypedApiRoute>;
    expect(Object.keys(table)).toHaveLength(3);
  });

  it('types a handler input and a caller result from the same schemas', () => {
    type Update = (typeof API_ROUTES.updateProduct)['schemas'];
    expectTypeOf<RouteInput<Update>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteInput<Update>['body']['baseVersion']>().toEqualTypeOf<number>();
    expectTypeOf<RouteInput<(typeof API_ROUTES.getProduct)['schemas']>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteResult<(typeof API_ROUTES.countUnreadNotifications)['schemas']>>().toEqualTypeOf<{ count: number }>();
  });

  it('every route names a response schema, and path parameters where its path has them', () => {
    for (const route of routeList()) {
      expect(route.schemas.response, route.id).toBeInstanceOf(z.ZodType);
      expect(route.schemas.params !== undefined, route.id).toBe(route.path.includes('{'));
    }
  });
});
