import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostOutcome } from '../../src/realtime/management-api';
import type { Connection } from '../../src/repositories/connection-repository';

const postToConnection = vi.fn<(endpoint: string, connectionId: string, data: Uint8Array) => Promise<PostOutcome>>();
const deleteConnection = vi.fn<(connectionId: string) => Promise<Connection | undefined>>();
vi.mock('../../src/realtime/management-api', () => ({ postToConnection }));
vi.mock('../../src/repositories/connection-repository', () => ({ deleteConnection }));
const { postToConnections } = await import('../../src/realtime/post-to-connections');
const { cursorRemove } = await import('../../src/realtime/server-events');

const event = cursorRemove('leaver');
const stale: Connection = { connectionId: 'gone=', sub: 's', userName: 'Eski', groups: [], connectedAt: 0 };

describe('fan-out posts', () => {
  beforeEach(() => {
    postToConnection.mockReset();
    deleteConnection.mockReset();
  });

  it('deletes a connection that answers 410 once, answers it as departed, and never posts to it again', async () => {
    postToConnection.mockImplementation((_endpoint, id) => Promise.resolve(id === 'gone=' ? { kind: 'gone' } : { kind: 'sent' }));
    deleteConnection.mockResolvedValueOnce(stale).mockResolvedValue(undefined);

    expect(await postToConnections('https://api/prod', ['a', 'gone=', 'b'], event)).toEqual([stale]);
    expect(await postToConnections('https://api/prod', ['a', 'gone=', 'b'], event)).toEqual([]);

    expect(postToConnection.mock.calls.map(([, id]) => id)).toEqual(['a', 'gone=', 'b', 'a', 'b']);
    expect(deleteConnection).toHaveBeenCalledTimes(1);
    expect(new TextDecoder().decode(postToConnection.mock.calls[0]?.[2])).toBe('{"action":"cursor:remove","data":{"socketId":"leaver"}}');
  });
});
