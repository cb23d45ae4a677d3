import { describe, type TestContext } from 'vitest';
import { API_ROUTES, canAny, type RouteId } from '@shop/shared';
import { deployed, type DeployedContext } from './context';
import type { SignedInUser } from './sign-in';

export type OnTarget = Extract<DeployedContext, { target: object }>;

/** The resolved target; only called inside tests of a describeOnTarget block. */
export const onTarget = (): OnTarget => {
  const ctx = deployed();
  if (!ctx.target) throw new Error(ctx.reason);
  return ctx;
};

/** A describe block that runs only with a target, and otherwise is skipped with the reason in its name. */
export const describeOnTarget = (name: string, body: () => void): void => {
  const ctx = deployed();
  if (ctx.target) describe(`${name} (${ctx.target.name})`, body);
  else describe.skip(`${name} — skipped: ${ctx.reason}`, body);
};

/** A route's path from the route table, its `{name}` segments filled in (URL-encoded). */
export const pathOf = (route: RouteId, params: Readonly<Record<string, string | number>> = {}): string =>
  API_ROUTES[route].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** Whether the route table lets these groups call the route (the handlers check the same). */
export const mayCall = (route: RouteId, groups: readonly string[]): boolean => {
  const { access } = API_ROUTES[route];
  // 'public' and 'signed-in' let every admin through.
  return typeof access === 'string' || canAny(groups, access.anyOf);
};

/** The first signed-in admin that fits, or the test is skipped saying what it needs. */
export const adminWho = (test: TestContext, what: string, fits: (user: SignedInUser) => boolean): SignedInUser => {
  const ctx = onTarget();
  const found = ctx.users.find(fits);
  if (!found) return test.skip(ctx.users.length === 0 ? ctx.usersReason : `needs an admin who ${what} among SHOP_TEST_USERS`);
  return found;
};

export interface CallOptions {
  readonly as?: SignedInUser;
  readonly token?: string;
  readonly method?: string;
  readonly body?: unknown;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON, or the text when it is not JSON. */
  readonly body: unknown;
}

/** Calls the stack through its site URL, as the browser does (CloudFront in AWS). */
export const call = async (path: string, options: CallOptions = {}): Promise<Answer> => {
  const token = options.token ?? options.as?.token;
  const res = await fetch(`${onTarget().target.siteUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: res.status, headers: res.headers, body };
};
