import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { setPrimeLocaleTurkish } from '../../src/ui/prime-locale';
import { DateTimePicker } from '../../src/widgets/date-time/DateTimePicker';
import { dateToIso, isoToDate } from '../../src/widgets/date-time/date-time-value';

const pad = (n: number) => String(n).padStart(2, '0');
/** The picker's display format, MM/dd/yyyy HH:mm, in the test machine's time zone. */
const shown = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

function Controlled({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimePicker
      label="Başlangıç tarihi"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('date-time value', () => {
  it('reads ISO text and refuses what is not a date', () => {
    expect(isoToDate('2026-05-01T14:35:00.000Z')?.toISOString()).toBe('2026-05-01T14:35:00.000Z');
    expect(isoToDate(null)).toBeNull();
    expect(isoToDate('')).toBeNull();
    expect(isoToDate('yarın')).toBeNull();
  });

  it('stores minutes on the 5-minute step, without seconds', () => {
    const typed = new Date(2026, 4, 1, 14, 37, 42, 500);
    expect(dateToIso(typed)).toBe(new Date(2026, 4, 1, 14, 35, 0, 0).toISOString());
    expect(dateToIso(null)).toBeNull();
  });
});

describe('DateTimePicker', () => {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    setPrimeLocaleTurkish();
    // jsdom lays nothing out; PrimeReact hides overlays it believes are detached.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  });

  it('shows the value as MM/dd/yyyy HH:mm on a 24-hour clock', () => {
    const value = new Date(2026, 4, 1, 18, 5).toISOString();
    render(<Controlled initial={value} onChange={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Başlangıç tarihi' }).value).toBe('05/01/2026 18:05');
  });

  it('reads typed text in the same format', () => {
    const onChange = vi.fn();
    render(<Controlled initial={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Başlangıç tarihi' });
    fireEvent.input(input, { target: { value: '12/31/2026 23:55' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 11, 31, 23, 55).toISOString());
  });

  it('steps minutes by 5 with Turkish button labels', async () => {
    const onChange = vi.fn();
    const start = new Date(2026, 4, 1, 9, 10);
    render(<Controlled initial={start.toISOString()} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tarih seç' }));
    fireEvent.mouseDown(await screen.findByRole('button', { name: 'Sonraki dakika' }));
    fireEvent.mouseUp(screen.getByRole('button', { name: 'Sonraki dakika' }));
    const next = new Date(2026, 4, 1, 9, 15);
    expect(onChange).toHaveBeenLastCalledWith(next.toISOString());
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Başlangıç tarihi' }).value).toBe(shown(next));
  });

  it('clears to null', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={new Date(2026, 4, 1, 9, 10).toISOString()} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tarih seç' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Temizle' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
