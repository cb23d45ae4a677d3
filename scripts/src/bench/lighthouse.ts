import lighthouse from 'lighthouse';

export interface LighthouseScores {
  /** 0–100, as the report shows them. */
  readonly performance: number;
  readonly accessibility: number;
  /** Lighthouse's own (simulated) LCP and total blocking time, to read the score by. */
  readonly lcpMs: number;
  readonly tbtMs: number;
}

const score = (value: number | null | undefined): number => Math.round((value ?? NaN) * 100);

/**
 * Lighthouse's performance and accessibility on one page, in the browser listening on `port`.
 * No config given: Lighthouse's default is its mobile preset (a Moto G Power screen, slow-4G and
 * 4× CPU simulated from the trace), the one PageSpeed Insights reports for phones.
 */
export const lighthouseScores = async (url: string, port: number): Promise<LighthouseScores> => {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  };
};
