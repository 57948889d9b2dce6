import { describe, expect, it } from 'vitest';
import { COST_PARAM_DEFAULTS, type CostParams } from '@/lib/cost/search-params';
import { estimateForCity, trueCost, type LivingEstimate, type LoanDefaults } from '@/lib/cost/true-cost';

const LOAN: LoanDefaults = {
  ratePercent: 12,
  tenureYears: 10,
  graceMonths: 12,
  rateSourceUrl: 'https://bank.example/rates',
  tenureSourceUrl: 'https://bank.example/tenure',
  asOf: '2024-05-01',
  note: null,
};

const estimate = (city: string, monthlyAmount: number): LivingEstimate => ({
  id: city,
  city,
  monthlyAmount,
  covers: ['rent', 'food'],
  sourceUrl: 'https://example.org/living',
  asOf: '2025-01-01',
  note: null,
});

const params = (over: Partial<CostParams> = {}): CostParams => ({ ...COST_PARAM_DEFAULTS, rate: 12, tenure: 10, ...over });
const PROGRAMME = { id: 'p', name: 'MBA', tuition: 2_000_000, months: 24 };

describe('estimateForCity', () => {
  it('matches the city without regard to case or spaces, and finds none for a city without one', () => {
    const list = [estimate('Kolkata', 25_000)];
    expect(estimateForCity(list, ' kolkata ')?.monthlyAmount).toBe(25_000);
    expect(estimateForCity(list, 'Mumbai')).toBeNull();
    expect(estimateForCity(list, null)).toBeNull();
  });
});

describe('trueCost', () => {
  it('adds living for every month, lends the rest with interest through the course and grace, and pays back from the median (worked by hand)', () => {
    // Cost: 20,00,000 + 15,000 × 24 = 23,60,000. Own 3,60,000, so 20,00,000 is borrowed.
    // Moratorium 24 + 12 = 36 months at 12 %: 20,00,000 × 12 × 36 / 1200 = 7,20,000, repaid with the principal.
    // EMI = 27,20,000 × 0.01 × 1.01^120 / (1.01^120 − 1) = 39,024.10; × 120 = 46,82,892.
    // Payback: (3,60,000 + 46,82,892) / (20 LPA × 40 %) = 50,42,892 / 8,00,000 = 6.3 years.
    const result = trueCost(
      PROGRAMME,
      {
        estimate: estimate('Pune', 15_000),
        salary: { kind: 'median', lpa: 20, year: 2025, batch: '2023-25', sourceUrl: 'https://x.example' },
        loan: LOAN,
      },
      params({ own: 360_000 }),
    );
    expect(result.living).toBe('estimate');
    expect(result.cost).toMatchObject({ tuition: 2_000_000, living: 360_000, total: 2_360_000 });
    expect(result.loan).toMatchObject({
      principal: 2_000_000,
      moratoriumInterest: 720_000,
      emi: 39_024,
      totalPayment: 4_682_892,
    });
    expect(result.loan.totalInterest).toBe(2_682_892);
    expect(result.totalOutlay).toBe(5_042_892);
    expect(result.payback).toMatchObject({ years: 6.3, salaryKind: 'median', annualRepayment: 800_000 });
  });

  it('counts no living where the city has no published estimate, and says so', () => {
    const result = trueCost(PROGRAMME, { estimate: null, salary: null, loan: LOAN }, params({ rate: 0, tenure: 5 }));
    expect(result.living).toBe('not-published');
    expect(result.cost.total).toBe(2_000_000);
    // No rate: 20,00,000 over 60 months.
    expect(result.loan.emi).toBe(33_333);
    expect(result.payback).toBeNull();
  });

  it("takes the visitor's own living figure over the estimate, and never lends below zero", () => {
    const result = trueCost(
      PROGRAMME,
      {
        estimate: estimate('Pune', 15_000),
        salary: { kind: 'average', lpa: 10, year: 2024, batch: null, sourceUrl: 'https://x.example' },
        loan: LOAN,
      },
      params({ living: 0, own: 9_000_000 }),
    );
    expect(result.living).toBe('visitor');
    expect(result.cost.total).toBe(2_000_000);
    expect(result.own).toBe(2_000_000);
    expect(result.loan).toMatchObject({ principal: 0, emi: 0, totalInterest: 0 });
    // 20,00,000 / (10 LPA × 40 %) = 5 years, against the average, labelled as such.
    expect(result.payback).toMatchObject({ years: 5, salaryKind: 'average' });
  });

  it('takes a two-year programme when its length is not published', () => {
    const result = trueCost(
      { ...PROGRAMME, months: null },
      { estimate: estimate('Pune', 10_000), salary: null, loan: LOAN },
      params(),
    );
    expect(result.cost).toMatchObject({ months: 24, living: 240_000 });
  });
});
