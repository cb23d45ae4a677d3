import { DEFAULT_LIVE_CHAT_SETTINGS, type LiveChatSettings } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { nextStatus, waitedTooLong } from '../../src/domain/live-chat/conversation-status';
import { messagePreview } from '../../src/domain/live-chat/message-preview';
import { istanbulClock, isWithinSupportHours, supportAvailability } from '../../src/domain/live-chat/support-hours';
import { createThrottle, takeFromWindow } from '../../src/domain/live-chat/visitor-throttle';

const hours = DEFAULT_LIVE_CHAT_SETTINGS.hours;

describe('support hours (Europe/Istanbul, UTC+3 all year)', () => {
  it('reads the Istanbul weekday and time, not the machine’s', () => {
    // 2026-11-27 is a Friday; 21:30 UTC is already Saturday 00:30 in Istanbul.
    expect(istanbulClock(new Date('2026-11-27T21:30:00Z'))).toEqual({ day: 'sat', time: '00:30' });
    expect(istanbulClock(new Date('2026-11-23T06:00:00Z'))).toEqual({ day: 'mon', time: '09:00' });
  });

  it.each([
    ['Monday 09:00 Istanbul opens', '2026-11-23T06:00:00Z', true],
    ['Monday 08:59 Istanbul is before', '2026-11-23T05:59:00Z', false],
    ['Monday 17:59 Istanbul is within', '2026-11-23T14:59:00Z', true],
    ['Monday 18:00 Istanbul has closed', '2026-11-23T15:00:00Z', false],
    ['Saturday noon is a closed day', '2026-11-28T09:00:00Z', false],
    ['Friday 23:30 UTC is Saturday in Istanbul', '2026-11-27T20:30:00Z', false],
  ])('%s', (_case, at, within) => {
    expect(isWithinSupportHours(hours, new Date(at))).toBe(within);
  });

  it('follows a day’s own hours and its open flag', () => {
    const custom: LiveChatSettings['hours'] = {
      ...hours,
      sat: { open: true, from: '10:00', to: '14:00' },
      mon: { open: false, from: '09:00', to: '18:00' },
    };
    expect(isWithinSupportHours(custom, new Date('2026-11-28T08:00:00Z'))).toBe(true); // Sat 11:00
    expect(isWithinSupportHours(custom, new Date('2026-11-28T11:00:00Z'))).toBe(false); // Sat 14:00
    expect(isWithinSupportHours(custom, new Date('2026-11-23T09:00:00Z'))).toBe(false); // Mon 12:00, closed
  });

  it('runs an end of 23:59 to midnight, so 00:00–23:59 leaves no gap', () => {
    const allDay: LiveChatSettings['hours'] = { ...hours, fri: { open: true, from: '00:00', to: '23:59' } };
    expect(isWithinSupportHours(allDay, new Date('2026-11-27T20:59:30Z'))).toBe(true); // Fri 23:59
    expect(isWithinSupportHours(allDay, new Date('2026-11-26T21:00:00Z'))).toBe(true); // Fri 00:00
    expect(isWithinSupportHours({ ...hours, fri: { open: true, from: '09:00', to: '23:58' } }, new Date('2026-11-27T20:58:00Z'))).toBe(false);
  });

  it('lets a conversation start only while switched on and within the hours', () => {
    const mondayNoon = new Date('2026-11-23T09:00:00Z');
    const sundayNoon = new Date('2026-11-29T09:00:00Z');
    expect(supportAvailability(true, hours, mondayNoon)).toBe('open');
    expect(supportAvailability(false, hours, mondayNoon)).toBe('switched-off');
    expect(supportAvailability(true, hours, sundayNoon)).toBe('outside-hours');
  });
});

describe('conversation status', () => {
  it('a visitor message reopens a resolved conversation as waiting and leaves the others', () => {
    expect(nextStatus('resolved', 'visitor-message')).toEqual({ ok: true, status: 'waiting' });
    expect(nextStatus('waiting', 'visitor-message')).toEqual({ ok: true, status: 'waiting' });
    expect(nextStatus('open', 'visitor-message')).toEqual({ ok: true, status: 'open' });
  });

  it('an agent reply or an assignment opens it; neither applies to a resolved one', () => {
    expect(nextStatus('waiting', 'agent-reply')).toEqual({ ok: true, status: 'open' });
    expect(nextStatus('open', 'assign')).toEqual({ ok: true, status: 'open' });
    expect(nextStatus('resolved', 'agent-reply')).toEqual({ ok: false });
    expect(nextStatus('resolved', 'assign')).toEqual({ ok: false });
  });

  it('closing resolves, once', () => {
    expect(nextStatus('waiting', 'close')).toEqual({ ok: true, status: 'resolved' });
    expect(nextStatus('open', 'close')).toEqual({ ok: true, status: 'resolved' });
    expect(nextStatus('resolved', 'close')).toEqual({ ok: false });
  });

  it('offers the offline form only after the maximum waiting time', () => {
    const since = '2026-11-23T10:00:00.000Z';
    expect(waitedTooLong(since, 5, new Date('2026-11-23T10:05:00.000Z'))).toBe(false);
    expect(waitedTooLong(since, 5, new Date('2026-11-23T10:05:01.000Z'))).toBe(true);
  });
});

describe('visitor throttle', () => {
  const limit = { limit: 3, windowMs: 1000 };

  it('lets `limit` through per window, then refuses until the next window', () => {
    let window;
    const outcomes: boolean[] = [];
    for (const at of [0, 10, 20, 30, 999, 1000]) {
      const taken = takeFromWindow(window, at, limit);
      window = taken.window;
      outcomes.push(taken.allowed);
    }
    expect(outcomes).toEqual([true, true, true, false, false, true]);
  });

  it('keeps one visitor’s flood from another visitor', () => {
    const allow = createThrottle(limit);
    const flood = Array.from({ length: 50 }, () => allow('flooder', 5));
    expect(flood.filter(Boolean)).toHaveLength(3);
    expect(allow('other', 5)).toBe(true);
  });

  it('forgets the oldest key when full, so memory stays bounded', () => {
    const allow = createThrottle({ limit: 1, windowMs: 1000 }, 2);
    expect(allow('a', 0)).toBe(true);
    expect(allow('a', 1)).toBe(false);
    allow('b', 2);
    allow('c', 3); // drops 'a'
    expect(allow('a', 4)).toBe(true);
  });
});

describe('message preview', () => {
  it('puts the text on one line and cuts it', () => {
    expect(messagePreview({ text: 'Merhaba\n\nnasılsınız?' })).toBe('Merhaba nasılsınız?');
    expect(messagePreview({ text: 'x'.repeat(300) })).toHaveLength(120);
    expect(messagePreview({ text: '', imageUrl: '/media/a.png' })).toBe('[Görsel]');
  });
});
