import { randomUUID } from 'node:crypto';
import { AUDIT_SUMMARY_MAX, type ApiRoute, type AuditAction, type AuditEntry, type AuditTarget } from '@shop/shared';
import type { Caller } from '../caller';

/**
 * One audit entry for a change `caller` makes through `route`. The caller is recorded as the
 * gateway verified them (id, name, e-mail, groups); the summary is a short sentence the handler
 * writes (never a request body, a secret or a token), cut to the stored maximum.
 */
export const auditEntry = (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  action: AuditAction,
  target: AuditTarget,
  summary: string,
  now: Date = new Date(),
): AuditEntry => ({
  id: randomUUID(),
  at: now.toISOString(),
  actor: { sub: caller.sub, name: caller.name, ...(caller.email ? { email: caller.email } : {}), roles: [...caller.groups] },
  route: { method: route.method, path: route.path },
  action,
  target: { ...target, name: target.name.slice(0, 200) },
  summary: summary.length > AUDIT_SUMMARY_MAX ? `${summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : summary,
});
