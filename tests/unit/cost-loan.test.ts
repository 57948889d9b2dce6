import { describe, expect, it } from 'vitest';
import { educationLoan, loanPrincipal } from '@/lib/cost/education-loan';

// Rounding rule (lib/cost/education-loan.ts): each figure is its exact value rounded once to the nearest rupee.

describe('educationLoan', () => {
  it('gives the reducing-balance EMI of ₹20,00,000 at 10 % over 7 years', () => {
    // r = 10 / 12 / 100 = 1/120, n = 84, (1 + r)^84 = 2.00792015…
    // EMI   = 20,00,000 × (1/120) × 2.00792015 / 1.00792015 = 16,666.667 × 1.99214210 = 33,202.368 → ₹33,202
    // total = 33,202.368054 × 84 = 27,88,998.92 → ₹27,88,999 (not 33,202 × 84 = 27,88,968)
    // interest = 27,88,999 − 20,00,000 = ₹7,88,999
    expect(educationLoan({ principal: 2_000_000, annualRatePercent: 10, tenureMonths: 84 })).toEqual({
      principal: 2_000_000,
      annualRatePercent: 10,
      tenureMonths: 84,
      moratoriumMonths: 0,
      moratoriumInterest: 0,
      repaidPrincipal: 2_000_000,
      emi: 33_202,
      totalPayment: 2_788_999,
      totalInterest: 788_999,
    });
  });

  it('repays a one-month loan with one month of interest', () => {
    // r = 12 / 1200 = 0.01; EMI = P·r·(1.01) / (1.01 − 1) = P × 1.01 = 1,00,000 × 1.01 = ₹1,01,000
    expect(educationLoan({ principal: 100_000, annualRatePercent: 12, tenureMonths: 1 })).toMatchObject({
      emi: 101_000,
      totalPayment: 101_000,
      totalInterest: 1_000,
    });
  });

  it('divides a zero-rate loan evenly, with no interest at all', () => {
    // EMI = 10,00,000 / 84 = 11,904.76 → ₹11,905; total = 11,904.7619… × 84 = 10,00,000 exactly, interest 0
    // (the rounded EMI × 84 would be 10,00,020: the rule keeps ₹20 of rounding from showing as interest)
    expect(educationLoan({ principal: 1_000_000, annualRatePercent: 0, tenureMonths: 84 })).toMatchObject({
      emi: 11_905,
      totalPayment: 1_000_000,
      totalInterest: 0,
    });
  });

  it('adds the simple interest of a moratorium to the principal the EMIs repay', () => {
    // moratorium 24 months of course + 6 of grace = 30 months
    // interest = 20,00,000 × 10 % × 30/12 = ₹5,00,000, so the EMIs repay 25,00,000
    // EMI   = 25,00,000 × (1/120) × 2.00792015 / 1.00792015 = 33,202.368 × 1.25 = 41,502.96 → ₹41,503
    // total = 41,502.960067 × 84 = 34,86,248.65 → ₹34,86,249; interest = 34,86,249 − 20,00,000 = ₹14,86,249
    expect(educationLoan({ principal: 2_000_000, annualRatePercent: 10, tenureMonths: 84, moratoriumMonths: 30 })).toEqual({
      principal: 2_000_000,
      annualRatePercent: 10,
      tenureMonths: 84,
      moratoriumMonths: 30,
      moratoriumInterest: 500_000,
      repaidPrincipal: 2_500_000,
      emi: 41_503,
      totalPayment: 3_486_249,
      totalInterest: 1_486_249,
    });
  });

  it('owes nothing on a principal of 0', () => {
    expect(educationLoan({ principal: 0, annualRatePercent: 9.5, tenureMonths: 120 })).toMatchObject({
      emi: 0,
      totalPayment: 0,
      totalInterest: 0,
    });
  });

  it('rejects negative and non-finite figures and fractional or missing months', () => {
    const base = { principal: 1_000_000, annualRatePercent: 10, tenureMonths: 60 };
    expect(() => educationLoan({ ...base, principal: Number.NaN })).toThrow(/principal/);
    expect(() => educationLoan({ ...base, annualRatePercent: -0.5 })).toThrow(/interest rate/);
    expect(() => educationLoan({ ...base, annualRatePercent: Infinity })).toThrow(RangeError);
    expect(() => educationLoan({ ...base, tenureMonths: 0 })).toThrow(/tenure/);
    expect(() => educationLoan({ ...base, tenureMonths: 7.5 })).toThrow(RangeError);
    expect(() => educationLoan({ ...base, moratoriumMonths: -1 })).toThrow(/moratorium/);
  });
});

describe('loanPrincipal', () => {
  it('borrows the cost less the own contribution, never below 0', () => {
    expect(loanPrincipal(3_190_000)).toBe(3_190_000);
    // 31,90,000 − 5,00,000 = 26,90,000
    expect(loanPrincipal(3_190_000, 500_000)).toBe(2_690_000);
    expect(loanPrincipal(3_190_000, 4_000_000)).toBe(0);
    expect(() => loanPrincipal(3_190_000, -1)).toThrow(/Own contribution/);
  });
});
