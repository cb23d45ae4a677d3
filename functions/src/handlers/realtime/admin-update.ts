import { presenceUpdateSchema } from '@shop/shared';
import { messageHandler } from '../../realtime/realtime-handler';
import { updatePresence } from '../../realtime/presence-update';

/** admin:update {path, userName}: the admin moved to another page. */
export const handler = messageHandler('adminUpdate', presenceUpdateSchema, updatePresence);
