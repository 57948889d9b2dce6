import { describe, expect, it } from 'vitest';
import {
  auditMisses,
  markdownTable,
  medianRun,
  misses,
  scoresOf,
  speedMisses,
  type PageScores,
} from '@/scripts/lighthouse-targets';

const good: PageScores = {
  page: '/',
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.01,
};

describe('Lighthouse targets', () => {
  it('reads the categories and metrics out of a result', () => {
    const scores = scoresOf('/colleges', {
      categories: {
        performance: { score: 0.956 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: 1 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 1834.2 },
        'total-blocking-time': { numericValue: 12 },
        'cumulative-layout-shift': { numericValue: 0.002 },
      },
    });
    expect(scores).toEqual({
      ...good,
      page: '/colleges',
      performance: 96,
      bestPractices: 96,
      lcpMs: 1834.2,
      tbtMs: 12,
      cls: 0.002,
    });
  });

  it('counts a missing score or metric as a miss, never as a pass', () => {
    const scores = scoresOf('/', { categories: {}, audits: {} });
    expect(misses(scores)).toHaveLength(7);
  });

  it('names each target a page misses, at the boundaries the issue sets', () => {
    expect(misses(good)).toEqual([]);
    expect(misses({ ...good, performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 })).toEqual([]);
    expect(misses({ ...good, performance: 94, lcpMs: 2100, tbtMs: 151, cls: 0.051, seo: 92 })).toEqual([
      'Performance 94 < 95',
      'LCP 2.1 s > 2.0 s',
      'TBT 151 ms > 150 ms',
      'CLS 0.051 > 0.05',
      'SEO 92 < 100',
    ]);
  });

  it('tells the speed targets (reported in CI) from layout shift and the audits (what CI fails on)', () => {
    const slowAndUnlabelled = { ...good, performance: 90, lcpMs: 2600, tbtMs: 220, accessibility: 96 };
    expect(speedMisses(slowAndUnlabelled)).toEqual(['Performance 90 < 95', 'LCP 2.6 s > 2.0 s', 'TBT 220 ms > 150 ms']);
    expect(auditMisses(slowAndUnlabelled)).toEqual(['Accessibility 96 < 100']);
    expect(auditMisses({ ...good, performance: 90, lcpMs: 2600, tbtMs: 220 })).toEqual([]);
    expect(auditMisses({ ...good, cls: 0.2, bestPractices: 96 })).toEqual(['CLS 0.200 > 0.05', 'Best Practices 96 < 100']);
  });

  it('takes the run with the median performance score', () => {
    const runs = [90, 99, 96].map((performance) => ({ ...good, performance }));
    expect(medianRun(runs).performance).toBe(96);
    expect(medianRun([{ ...good, performance: 91 }, good]).performance).toBe(91);
    expect(() => medianRun([])).toThrow();
  });

  it('prints one markdown row per page with what it missed', () => {
    const table = markdownTable([good, { ...good, page: '/blog/x', performance: 80 }]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('| / | 98 | 1.5 s | 40 ms | 0.010 | 100 | 100 | 100 | met |');
    expect(table).toContain('missed: Performance 80 < 95');
  });
});
