import { describe, expect, it } from 'vitest';
import { quantile } from '@/scripts/bench/load';
import { markdownTable, misses, type Row } from '@/scripts/bench/report';
import { collegeSearchPaths } from '@/scripts/bench/scenarios';
import { makeCollege } from '@/scripts/generate-colleges';
import { makePost } from '@/scripts/generate-posts';

const result = (rps: number, p50: number, p95 = p50, p99 = p95) => ({ requests: rps * 10, rps, p50, p95, p99 });
const row = (name: string, r: Row['result'], target: Row['target']): Row => ({
  name,
  clients: 10,
  bytes: 2048,
  result: r,
  target,
});

describe('bench report', () => {
  it('takes the nearest-rank quantile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(95);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
  });

  it('holds each row to its target, cached pages against the static ceiling', () => {
    const rows = [
      row('static', result(1000, 5), { kind: 'ceiling' }),
      row('home', result(399, 20), { kind: 'share-of-ceiling', share: 0.4 }),
      row('post', result(400, 20), { kind: 'share-of-ceiling', share: 0.4 }),
      row('search 1', result(30, 30, 61), { kind: 'p95-at-most', ms: 60 }),
      row('search 10', result(80, 100), { kind: 'rps-at-least', rps: 80 }),
      row('admin', result(5, 300), { kind: 'p50-at-most', ms: 300 }),
    ];
    expect(misses(rows).map((r) => r.name)).toEqual(['home', 'search 1']);
    const table = markdownTable(rows);
    expect(table).toContain('| home | 10 | 399 (0.40) | 20 | 20 | 20 | 2.0 | ≥ 0.4 × ceiling | **fail** |');
    expect(table).toContain('| static | 10 | 1000 | 5.0 | 5.0 | 5.0 | 2.0 | ceiling |  |');
    expect(table).toContain('| admin | 10 | 5 | 300 | 300 | 300 | 2.0 | p50 ≤ 300 ms | pass |');
  });
});

describe('bench data', () => {
  it('generates the same colleges and posts for the same number, with valid slugs', () => {
    expect(makeCollege(42)).toEqual(makeCollege(42));
    const slugs = new Set(Array.from({ length: 300 }, (_, i) => makeCollege(i).college.slug));
    expect(slugs.size).toBe(300);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(makePost(7, 0, null).slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('puts colleges in every state the search offers, with every exam', () => {
    const colleges = Array.from({ length: 500 }, (_, i) => makeCollege(i).college);
    for (const state of ['Maharashtra', 'Gujarat', 'Karnataka', 'Delhi', 'Telangana']) {
      expect(colleges.some((c) => c.state === state)).toBe(true);
    }
    for (const exam of ['CAT', 'XAT', 'NMAT', 'SNAP', 'MAT', 'GMAT', 'CMAT', 'MAH-CET']) {
      expect(colleges.some((c) => c.exams_accepted?.includes(exam))).toBe(true);
    }
  });

  it('asks thousands of distinct college searches', () => {
    const paths = collegeSearchPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThan(2000);
  });
});
