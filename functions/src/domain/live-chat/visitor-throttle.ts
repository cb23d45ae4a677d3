/**
 * One visitor's allowance of socket messages in a fixed window: pure, so the in-memory throttle
 * of a container (typing) and its tests share it. The table's counter (rate-limit-repository)
 * does the same across containers for chat messages.
 */
export interface ThrottleWindow {
  /** Epoch milliseconds the window started. */
  readonly start: number;
  readonly count: number;
}

export interface ThrottleLimit {
  readonly limit: number;
  readonly windowMs: number;
}

export const takeFromWindow = (
  window: ThrottleWindow | undefined,
  now: number,
  { limit, windowMs }: ThrottleLimit,
): { readonly allowed: boolean; readonly window: ThrottleWindow } => {
  const current = window && now - window.start < windowMs ? window : { start: now, count: 0 };
  if (current.count >= limit) return { allowed: false, window: current };
  return { allowed: true, window: { start: current.start, count: current.count + 1 } };
};

/** Per-connection windows held by one container, bounded so a flood of new connections cannot grow it without end. */
export const createThrottle = (limit: ThrottleLimit, maxKeys = 10_000) => {
  const windows = new Map<string, ThrottleWindow>();
  return (key: string, now: number): boolean => {
    const { allowed, window } = takeFromWindow(windows.get(key), now, limit);
    if (!windows.has(key) && windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
    windows.set(key, window);
    return allowed;
  };
};
