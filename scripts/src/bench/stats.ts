export const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export const summary = (samples: readonly number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms · p95 ${percentile(samples, 95).toFixed(1)} ms · n=${samples.length}`;

export const timed = async <T>(fn: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
};
