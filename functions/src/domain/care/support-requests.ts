import {
  canMoveSupportStatus,
  mayReceiveNotification,
  statusAfterReply,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TEXTS,
  type ApiRoute,
  type AuditAction,
  type SupportActor,
  type SupportAgent,
  type SupportEvent,
  type SupportRequest,
  type SupportRequestCreate,
  type SupportRequestDetail,
  type SupportStatus,
} from '@shop/shared';
import { SHOP_NAME } from '../orders/order-mail-facts';
import { supportReplyMail } from '../../email/support-mail';
import { sendMail } from '../../email/send-mail';
import { logger } from '../../observability/logger';
import { listKnownAdmins } from '../../repositories/admin-registry-repository';
import { putNotificationForAdmins } from '../../repositories/notification-repository';
import { getOrder } from '../../repositories/order-repository';
import {
  changeSupportRequest,
  createSupportRequest,
  getSupportRequest,
  getSupportRequestDetail,
  setReplyMailed,
  type SupportChange,
} from '../../repositories/support-repository';
import { newCareId } from '../../repositories/care-ids';
import { adminDisplayName } from '../admin-display-name';
import { auditEntry } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { DomainError } from '../domain-error';
import { newSupportRequestNotification } from './support-notification';

/** E-mail addresses compare as checkout stores them (see order-access.ts): trimmed, ASCII lower case. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A shopper's new request. An order number must be one of the orders placed with the e-mail they
 * wrote (a member's orders carry their account's e-mail): anything else is refused on the field
 * with one message, so nobody learns which numbers exist. The request and its first timeline entry
 * are one write; the bell of every admin who may open Destek follows (best effort: the request
 * stands, and the list shows it, whether or not the bell rang).
 */
export const submitSupportRequest = async (body: SupportRequestCreate, now: Date): Promise<SupportRequest> => {
  if (body.orderNumber !== undefined) {
    const order = await getOrder(body.orderNumber);
    if (!order || !sameEmail(order.customer.email, body.email)) throw new DomainError('invalid', SUPPORT_TEXTS.orderNotYours, 'orderNumber');
  }
  const at = now.toISOString();
  const request: SupportRequest = {
    id: newCareId(now),
    createdAt: at,
    updatedAt: at,
    source: body.source,
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    ...(body.orderNumber !== undefined ? { orderNumber: body.orderNumber } : {}),
    status: 'new',
    version: 0,
  };
  await createSupportRequest(request, { id: newCareId(now), at, kind: 'received' });
  try {
    const told = (await listKnownAdmins()).filter((a) => mayReceiveNotification('SUPPORT_REQUEST', a.groups ?? [])).map((a) => a.sub);
    await putNotificationForAdmins(told, newSupportRequestNotification(request));
  } catch (error) {
    logger.warn('Support request notification not written', { requestId: request.id, error: String(error) });
  }
  return request;
};

/** The agent as Destek's timeline and the reply e-mail name them: by name, not by e-mail. */
const actorOf = async (caller: Caller): Promise<SupportActor> => ({ sub: caller.sub, name: await adminDisplayName(caller) });

const load = async (id: string): Promise<SupportRequest> => {
  const request = await getSupportRequest(id);
  if (!request) throw new DomainError('not-found', SUPPORT_TEXTS.notFound);
  return request;
};

/** Applies one change and answers the request as it now is; a stale version is 409 with nothing written. */
const apply = async (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  request: SupportRequest,
  version: number,
  change: SupportChange,
  event: SupportEvent,
  action: AuditAction,
  summary: string,
): Promise<SupportRequestDetail> => {
  const audit = auditEntry(caller, route, action, { type: 'support-request', id: request.id, name: request.subject }, summary, new Date(event.at));
  const outcome = await changeSupportRequest(request.id, version, change, event, audit);
  if (outcome === 'missing') throw new DomainError('not-found', SUPPORT_TEXTS.notFound);
  if (outcome === 'stale') throw new DomainError('conflict', SUPPORT_TEXTS.stale);
  const detail = await getSupportRequestDetail(request.id);
  if (!detail) throw new DomainError('not-found', SUPPORT_TEXTS.notFound);
  return detail;
};

/** A stale version is refused before the transition is judged: the page showed another status. */
const checkVersion = (request: SupportRequest, version: number) => {
  if (request.version !== version) throw new DomainError('conflict', SUPPORT_TEXTS.stale);
};

export const changeSupportStatus = async (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  id: string,
  to: SupportStatus,
  version: number,
  now: Date,
): Promise<SupportRequestDetail> => {
  const request = await load(id);
  checkVersion(request, version);
  if (!canMoveSupportStatus(request.status, to)) throw new DomainError('conflict', SUPPORT_TEXTS.transitionRefused(request.status, to));
  const event: SupportEvent = { id: newCareId(now), at: now.toISOString(), kind: 'status', by: await actorOf(caller), status: to };
  const summary = `${SUPPORT_STATUS_LABELS[request.status]} → ${SUPPORT_STATUS_LABELS[to]}`;
  return apply(caller, route, request, version, { status: to }, event, 'support-request.status-changed', summary);
};

/**
 * Assigns a request to an agent (an admin the shop knows who holds support:manage, or the caller,
 * who does since they reached the route), or to nobody.
 */
export const assignSupportRequest = async (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  id: string,
  assigneeSub: string | null,
  version: number,
  now: Date,
): Promise<SupportRequestDetail> => {
  const request = await load(id);
  checkVersion(request, version);
  let assignee: SupportActor | null = null;
  if (assigneeSub === caller.sub) assignee = await actorOf(caller);
  else if (assigneeSub !== null) {
    const agent = (await listSupportAgents(caller)).find((a) => a.sub === assigneeSub);
    if (!agent) throw new DomainError('invalid', SUPPORT_TEXTS.assigneeNotAgent, 'assigneeSub');
    assignee = { sub: agent.sub, name: agent.name };
  }
  const event: SupportEvent = { id: newCareId(now), at: now.toISOString(), kind: 'assigned', by: await actorOf(caller), assignee };
  const summary = assignee ? `Atanan: ${assignee.name}` : 'Atama kaldırıldı';
  return apply(caller, route, request, version, { assignee }, event, 'support-request.assigned', summary);
};

export const addSupportNote = async (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  id: string,
  text: string,
  version: number,
  now: Date,
): Promise<SupportRequestDetail> => {
  const request = await load(id);
  checkVersion(request, version);
  const event: SupportEvent = { id: newCareId(now), at: now.toISOString(), kind: 'note', by: await actorOf(caller), text };
  // The note's text stays on the request: the log says that one was written, not what it says.
  return apply(caller, route, request, version, {}, event, 'support-request.noted', 'İç not eklendi');
};

/**
 * A reply to the shopper: kept on the timeline (a new request becomes Yanıtlandı) in one write on
 * the version the page showed, then e-mailed; whether the e-mail left is recorded on the reply,
 * so a failed send shows on the timeline and the agent can write again. The reply is stored
 * before it is sent, so a stale page never mails a reply that is not kept.
 */
export const replySupportRequest = async (
  caller: Caller,
  route: Pick<ApiRoute, 'method' | 'path'>,
  id: string,
  text: string,
  version: number,
  now: Date,
): Promise<SupportRequestDetail> => {
  const request = await load(id);
  checkVersion(request, version);
  const next = statusAfterReply(request.status);
  const event: SupportEvent = { id: newCareId(now), at: now.toISOString(), kind: 'reply', by: await actorOf(caller), text, mailed: false };
  await apply(
    caller,
    route,
    request,
    version,
    next !== request.status ? { status: next } : {},
    event,
    'support-request.replied',
    'Müşteriye e-posta ile yanıt verildi',
  );
  const sent = await sendMail(
    supportReplyMail({
      to: request.email,
      shopName: SHOP_NAME,
      shopperName: request.name,
      subject: request.subject,
      reply: text,
      question: request.message,
      agentName: event.by?.name ?? caller.name,
    }),
  );
  if (sent.ok) await setReplyMailed(request.id, event.id, true);
  else logger.warn('Support reply not mailed', { requestId: request.id, reason: sent.error });
  const detail = await getSupportRequestDetail(request.id);
  if (!detail) throw new DomainError('not-found', SUPPORT_TEXTS.notFound);
  return detail;
};

/**
 * The agents a request may be assigned to: every admin the shop knows who holds support:manage,
 * by name, and the caller (who holds it, having reached the route, though the registry may not know them yet).
 */
export const listSupportAgents = async (caller: Caller): Promise<SupportAgent[]> => {
  const known = (await listKnownAdmins())
    .filter((a) => a.sub !== caller.sub && mayReceiveNotification('SUPPORT_REQUEST', a.groups ?? []))
    .map((a) => ({ sub: a.sub, name: a.name ?? a.sub, self: false }));
  return [{ ...(await actorOf(caller)), self: true }, ...known].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
};
