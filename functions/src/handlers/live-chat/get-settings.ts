import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getLiveChatSettings } from '../../repositories/live-chat-settings-repository';

export const handler = apiHandler(API_ROUTES.getLiveChatSettings, async () => ok({ data: await getLiveChatSettings() }));
