import { describe, expect, it } from 'vitest';
import { DEFAULT_REPAYMENT_SHARE, paybackYears, publishedSalary } from '@/lib/cost/payback';

describe('publishedSalary', () => {
  it('takes the median where published, else the labelled average, else none (packages in ₹ lakh per annum)', () => {
    expect(publishedSalary({ median: 25, average: 28.4 })).toEqual({ kind: 'median', annualRupees: 2_500_000 });
    expect(publishedSalary({ median: null, average: 18.75 })).toEqual({ kind: 'average', annualRupees: 1_875_000 });
    expect(publishedSalary({ median: 0, average: null })).toBeNull();
    expect(publishedSalary({ median: null, average: null })).toBeNull();
  });
});

describe('paybackYears', () => {
  it('measures the cost against the median at the default 40 % share', () => {
    // 25,00,000 × 0.4 = 10,00,000 a year; 31,90,000 / 10,00,000 = 3.19 → 3.2 years
    expect(DEFAULT_REPAYMENT_SHARE).toBe(0.4);
    expect(paybackYears(3_190_000, { kind: 'median', annualRupees: 2_500_000 })).toEqual({
      years: 3.2,
      salaryKind: 'median',
      annualSalary: 2_500_000,
      share: 0.4,
      annualRepayment: 1_000_000,
    });
  });

  it('carries the average as such when that is all the college publishes', () => {
    // 20,00,000 × 0.4 = 8,00,000 a year; 31,90,000 / 8,00,000 = 3.9875 → 4 years
    expect(paybackYears(3_190_000, { kind: 'average', annualRupees: 2_000_000 })).toMatchObject({
      years: 4,
      salaryKind: 'average',
      annualRepayment: 800_000,
    });
  });

  it("measures a loan's total payment at a share the visitor chose", () => {
    // 25,00,000 × 0.5 = 12,50,000 a year; 27,88,999 / 12,50,000 = 2.2312 → 2.2 years
    expect(paybackYears(2_788_999, { kind: 'median', annualRupees: 2_500_000 }, 0.5)).toMatchObject({
      years: 2.2,
      share: 0.5,
      annualRepayment: 1_250_000,
    });
  });

  it('gives no figure when no salary is published', () => {
    expect(paybackYears(3_190_000, null)).toBeNull();
    expect(paybackYears(3_190_000, publishedSalary({ median: null, average: null }))).toBeNull();
  });

  it('rejects a negative amount, a salary of 0 and a share outside (0, 1]', () => {
    const salary = { kind: 'median', annualRupees: 2_500_000 } as const;
    expect(() => paybackYears(-1, salary)).toThrow(RangeError);
    expect(() => paybackYears(1_000_000, { kind: 'median', annualRupees: 0 })).toThrow(/pass null/);
    expect(() => paybackYears(1_000_000, salary, 0)).toThrow(/share/);
    expect(() => paybackYears(1_000_000, salary, 1.5)).toThrow(/share/);
    expect(() => paybackYears(1_000_000, salary, Number.NaN)).toThrow(/share/);
  });
});
