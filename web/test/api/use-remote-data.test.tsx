import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../../src/api/client';
import { useRemoteData } from '../../src/api/use-remote-data';

/** A load whose answers the test gives by hand, one per call, with each call's abort signal kept. */
const manualLoad = <T,>() => {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
};

describe('useRemoteData', () => {
  it('is loading, then ready with the data', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData(load, 'a'));
    expect(result.current.status).toBe('loading');
    act(() => calls[0]!.resolve('answer'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('answer');
  });

  it('fails with the API message, and retry shows loading until the new answer', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData(load, 'a'));
    act(() => calls[0]!.reject(new ApiError(500, 'Sunucu hatası')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', message: 'Sunucu hatası', offline: false }));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    act(() => calls[1]!.resolve('again'));
    await waitFor(() => expect(result.current.data).toBe('again'));
  });

  it('says offline and has no message when the request got no answer', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData(load, 'a'));
    act(() => calls[0]!.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', message: '', offline: true }));
    online.mockRestore();
  });

  it('refreshes in the background: the data stays until the new answer replaces it', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemoteData(load, 'a'));
    act(() => calls[0]!.resolve('first'));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.refresh());
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    act(() => calls[1]!.resolve('second'));
    await waitFor(() => expect(result.current.data).toBe('second'));
  });

  it('aborts the old request when the key changes and ignores its late answer', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useRemoteData(load, key), { initialProps: { key: 'a' } });
    act(() => calls[0]!.resolve('a data'));
    await waitFor(() => expect(result.current.data).toBe('a data'));
    act(() => result.current.refresh());
    rerender({ key: 'b' });
    // A background refresh keeps only the same key's data on screen.
    expect(result.current.status).toBe('loading');
    expect(calls[1]!.signal.aborted).toBe(true);
    act(() => calls[1]!.resolve('late a'));
    act(() => calls[2]!.resolve('b data'));
    await waitFor(() => expect(result.current.data).toBe('b data'));
  });

  it('aborts the request on unmount', () => {
    const { load, calls } = manualLoad<string>();
    const { unmount } = renderHook(() => useRemoteData(load, 'a'));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
