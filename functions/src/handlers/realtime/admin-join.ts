import { presenceUpdateSchema } from '@shop/shared';
import { messageHandler } from '../../realtime/realtime-handler';
import { updatePresence } from '../../realtime/presence-update';

/** admin:join {path, userName} */
export const handler = messageHandler('adminJoin', presenceUpdateSchema, updatePresence);
