import type { Guest, Member } from '@shop/shared';
import { batchPut } from './batch-write';

export const putMembers = (members: readonly Member[]): Promise<void> =>
  batchPut(members.map((m) => ({ pk: 'MEMBER', sk: `MEMBER#${m.id}`, ...m })));

export const putGuests = (guests: readonly Guest[]): Promise<void> =>
  batchPut(guests.map((g) => ({ pk: 'GUEST', sk: `GUEST#${g.id}`, ...g })));
