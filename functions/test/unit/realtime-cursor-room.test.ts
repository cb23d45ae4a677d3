import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURSOR_ROOM_CACHE_MS } from '@shop/shared';
import type { Connection } from '../../src/repositories/connection-repository';

const listCursorRoom = vi.fn<(path: string) => Promise<Connection[]>>();
vi.mock('../../src/repositories/connection-repository', () => ({ listCursorRoom }));
const { cursorRoomFor } = await import('../../src/realtime/cursor-room-cache');

const member = (connectionId: string): Connection => ({ connectionId, sub: connectionId, userName: connectionId, groups: [], connectedAt: 0 });

describe('cursor room cache', () => {
  beforeEach(() => {
    listCursorRoom.mockReset();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  /** A move by `senderId` at `now` (ms). */
  const moveAt = (now: number, path: string, senderId: string) => {
    vi.setSystemTime(now);
    return cursorRoomFor(path, senderId);
  };

  it('reuses a room for moves within a second, then reads it again', async () => {
    listCursorRoom.mockResolvedValue([member('a'), member('b')]);
    await moveAt(10_000, '/admin/p1', 'a');
    await moveAt(10_000 + CURSOR_ROOM_CACHE_MS - 1, '/admin/p1', 'b');
    expect(listCursorRoom).toHaveBeenCalledTimes(1);
    await moveAt(10_000 + CURSOR_ROOM_CACHE_MS, '/admin/p1', 'a');
    expect(listCursorRoom).toHaveBeenCalledTimes(2);
  });

  it('reads again when the sender is not in the room, so one who just joined can move at once', async () => {
    listCursorRoom.mockResolvedValueOnce([member('a')]).mockResolvedValueOnce([member('a'), member('c')]);
    await moveAt(20_000, '/admin/p2', 'a');
    expect((await moveAt(20_001, '/admin/p2', 'c')).map((c) => c.connectionId)).toEqual(['a', 'c']);
    expect(listCursorRoom).toHaveBeenCalledTimes(2);
  });

  it('counts the second from when the read answered, and shares a slow read with every move meanwhile', async () => {
    let answer: (room: Connection[]) => void = () => undefined;
    listCursorRoom.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    listCursorRoom.mockResolvedValue([member('a'), member('b')]);
    const first = moveAt(40_000, '/admin/slow', 'a');
    // The table takes 3 s to answer: the moves of those 3 s start no read of their own.
    const meanwhile = [moveAt(41_000, '/admin/slow', 'b'), moveAt(42_500, '/admin/slow', 'a')];
    vi.setSystemTime(43_000);
    answer([member('a'), member('b')]);
    expect((await first).map((c) => c.connectionId)).toEqual(['a', 'b']);
    for (const room of await Promise.all(meanwhile)) expect(room.map((c) => c.connectionId)).toEqual(['a', 'b']);
    expect(listCursorRoom).toHaveBeenCalledTimes(1);
    await moveAt(43_000 + CURSOR_ROOM_CACHE_MS - 1, '/admin/slow', 'b');
    expect(listCursorRoom).toHaveBeenCalledTimes(1);
    await moveAt(43_000 + CURSOR_ROOM_CACHE_MS, '/admin/slow', 'b');
    expect(listCursorRoom).toHaveBeenCalledTimes(2);
  });

  it('reads again after a failed read', async () => {
    listCursorRoom.mockRejectedValueOnce(new Error('throttled')).mockResolvedValue([member('a')]);
    await expect(moveAt(50_000, '/admin/fail', 'a')).rejects.toThrow('throttled');
    expect((await moveAt(50_001, '/admin/fail', 'a')).map((c) => c.connectionId)).toEqual(['a']);
    expect(listCursorRoom).toHaveBeenCalledTimes(2);
  });

  it('keeps rooms of different pages apart', async () => {
    listCursorRoom.mockImplementation(async (path) => [member(path)]);
    expect((await moveAt(30_000, '/admin/x', '/admin/x'))[0]?.connectionId).toBe('/admin/x');
    expect((await moveAt(30_000, '/admin/y', '/admin/y'))[0]?.connectionId).toBe('/admin/y');
  });
});
