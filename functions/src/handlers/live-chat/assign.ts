import { API_ROUTES, can, CHAT_TEXTS } from '@shop/shared';
import { adminDisplayName } from '../../domain/admin-display-name';
import { auditEntry } from '../../domain/audit/audit-entry';
import { changeAsAgent } from '../../domain/live-chat/agent-change';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listKnownAdmins } from '../../repositories/admin-registry-repository';
import { publicConversation } from '../../repositories/live-chat-repository';
import { pushConversation } from '../../realtime/chat-push';

/** "Bana ata" (no assigneeSub) or to another agent: a known admin who holds support:manage. */
export const handler = apiHandler(API_ROUTES.assignConversation, async ({ params: { id }, body, caller }) => {
  let assignee = { sub: caller.sub, name: await adminDisplayName(caller) };
  if (body.assigneeSub !== undefined && body.assigneeSub !== caller.sub) {
    const agent = (await listKnownAdmins()).find((a) => a.sub === body.assigneeSub && can(a.groups ?? [], 'support:manage'));
    if (!agent) throw badRequest(CHAT_TEXTS.unknownAgent, 'assigneeSub');
    assignee = { sub: agent.sub, name: agent.name ?? agent.sub };
  }
  const changed = await changeAsAgent(
    id,
    'assign',
    () => ({ assignee }),
    (current) =>
      auditEntry(
        caller,
        API_ROUTES.assignConversation,
        'live-chat.assigned',
        { type: 'live-chat', id, name: current.visitorName },
        CHAT_TEXTS.assigned(assignee.name),
      ),
  );
  await pushConversation(changed);
  return ok({ data: publicConversation(changed) });
});
