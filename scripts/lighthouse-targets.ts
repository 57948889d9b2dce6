/**
 * Issue 13's Lighthouse targets (mobile) and the table `npm run lighthouse` prints: pure, so the pass/fail rules
 * are unit-tested apart from the browser runs.
 */
export interface PageScores {
  page: string;
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time in milliseconds; Cumulative Layout Shift unitless. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const TARGETS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

/** What one Lighthouse result (its `lhr`) says, reduced to the figures the targets name. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export function scoresOf(page: string, lhr: LighthouseResultLike): PageScores {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    page,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** The run whose performance score is the median of a page's runs: one slow run on a busy machine is noise. */
export function medianRun(runs: PageScores[]): PageScores {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The speed targets the page misses, in words. They are timings under simulated throttling, measured on whatever
 * else the machine is doing: the full command holds a page to them, CI (`--ci`) reports them.
 */
export function speedMisses(s: PageScores): string[] {
  const out: string[] = [];
  if (s.performance < TARGETS.performance) out.push(`Performance ${s.performance} < ${TARGETS.performance}`);
  if (s.lcpMs > TARGETS.lcpMs) out.push(`LCP ${seconds(s.lcpMs)} > ${seconds(TARGETS.lcpMs)}`);
  if (s.tbtMs > TARGETS.tbtMs) out.push(`TBT ${Math.round(s.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  return out;
}

/** The targets that do not depend on the machine's speed (layout shift and the audits), missed, in words. */
export function auditMisses(s: PageScores): string[] {
  const out: string[] = [];
  if (s.cls > TARGETS.cls) out.push(`CLS ${s.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (s.accessibility < TARGETS.accessibility) out.push(`Accessibility ${s.accessibility} < 100`);
  if (s.bestPractices < TARGETS.bestPractices) out.push(`Best Practices ${s.bestPractices} < 100`);
  if (s.seo < TARGETS.seo) out.push(`SEO ${s.seo} < 100`);
  return out;
}

/** Each target the page misses, in words; empty when it meets them all. */
export function misses(s: PageScores): string[] {
  return [...speedMisses(s), ...auditMisses(s)];
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function markdownTable(rows: PageScores[]): string {
  const header =
    '| Page | Performance | LCP | TBT | CLS | Accessibility | Best Practices | SEO | Targets |\n' +
    '| --- | --: | --: | --: | --: | --: | --: | --: | --- |';
  const lines = rows.map((s) => {
    const missed = misses(s);
    return (
      `| ${s.page} | ${s.performance} | ${seconds(s.lcpMs)} | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ` +
      `${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`} |`
    );
  });
  return [header, ...lines].join('\n');
}
