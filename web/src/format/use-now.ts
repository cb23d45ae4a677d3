import { useEffect, useState } from 'react';

/** The current time for relative labels ("3 dakika önce"): read once, then refreshed every minute while mounted. */
export const useNow = (everyMs = 60_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};
