import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../src/repositories/connection-repository';

const listCursorRoom = vi.fn<(path: string, now?: number) => Promise<Connection[]>>();
vi.mock('../../src/repositories/connection-repository', () => ({ listCursorRoom }));
const { cursorRoomFor, CURSOR_ROOM_CACHE_MS } = await import('../../src/realtime/cursor-room-cache');

const member = (connectionId: string): Connection => ({ connectionId, sub: connectionId, userName: connectionId, groups: [], connectedAt: 0 });

describe('cursor room cache', () => {
  beforeEach(() => {
    listCursorRoom.mockReset();
  });

  it('reuses a room for moves within a second, then reads it again', async () => {
    listCursorRoom.mockResolvedValue([member('a'), member('b')]);
    await cursorRoomFor('/admin/p1', 'a', 10_000);
    await cursorRoomFor('/admin/p1', 'b', 10_000 + CURSOR_ROOM_CACHE_MS - 1);
    expect(listCursorRoom).toHaveBeenCalledTimes(1);
    await cursorRoomFor('/admin/p1', 'a', 10_000 + CURSOR_ROOM_CACHE_MS);
    expect(listCursorRoom).toHaveBeenCalledTimes(2);
  });

  it('reads again when the sender is not in the room, so one who just joined can move at once', async () => {
    listCursorRoom.mockResolvedValueOnce([member('a')]).mockResolvedValueOnce([member('a'), member('c')]);
    await cursorRoomFor('/admin/p2', 'a', 20_000);
    expect((await cursorRoomFor('/admin/p2', 'c', 20_001)).map((c) => c.connectionId)).toEqual(['a', 'c']);
    expect(listCursorRoom).toHaveBeenCalledTimes(2);
  });

  it('keeps rooms of different pages apart', async () => {
    listCursorRoom.mockImplementation(async (path) => [member(path)]);
    expect((await cursorRoomFor('/admin/x', '/admin/x', 30_000))[0]?.connectionId).toBe('/admin/x');
    expect((await cursorRoomFor('/admin/y', '/admin/y', 30_000))[0]?.connectionId).toBe('/admin/y');
  });
});
