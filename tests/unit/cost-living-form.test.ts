import { describe, expect, it } from 'vitest';
import { coversText, estimateText, rupees, salaryText, yearsText } from '@/lib/cost/labels';
import { LIVING_COST_MESSAGES, livingEstimateFormInput, loanDefaultsFormInput } from '@/lib/cost/living-cost-form';
import type { LivingEstimate } from '@/lib/cost/true-cost';

const ESTIMATE: LivingEstimate = {
  id: 'e',
  city: 'Kolkata',
  monthlyAmount: 25121,
  covers: ['food', 'transport', 'utilities'],
  sourceUrl: 'https://www.example.org/kolkata',
  asOf: '2026-12-03',
  note: null,
};

describe('the words beside the figures', () => {
  it('writes amounts in Indian grouping, covers as a list, and the estimate with its date and source', () => {
    expect(rupees(123456)).toBe('₹1,23,456');
    expect(coversText(ESTIMATE)).toBe('food, transport and utilities');
    expect(coversText({ covers: ['hostel'] })).toBe('hostel');
    expect(estimateText(ESTIMATE)).toBe(
      'Kolkata estimate, ₹25,121 a month for food, transport and utilities, as of 3 Dec 2026, from example.org',
    );
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(6.3)).toBe('6.3 years');
  });

  it('labels an average as an average, never as a median', () => {
    const base = { lpa: 18, year: 2024, batch: null, sourceUrl: 'https://x.example' };
    expect(salaryText({ ...base, kind: 'median', batch: '2022-24' })).toBe('median package ₹18 LPA (batch 2022-24)');
    expect(salaryText({ ...base, kind: 'average' })).toMatch(/^average package ₹18 LPA \(2024\); no median is published/);
  });
});

describe('the back office’s living estimate form', () => {
  const form = {
    city: ' Pune ',
    monthly_amount: '14,600',
    covers_hostel: 'on',
    covers_food: 'on',
    source_url: 'https://e.org/a',
    as_of: '2022-06-22',
  };

  it('reads the posted strings into the row, covers from their checkboxes in the list order', () => {
    const parsed = livingEstimateFormInput.parse({ ...form, covers_rent: '' });
    expect(parsed).toEqual({
      id: null,
      values: {
        city: 'Pune',
        monthly_amount: 14600,
        covers: ['hostel', 'food'],
        source_url: 'https://e.org/a',
        as_of: '2022-06-22',
        note: null,
      },
    });
  });

  it('refuses a missing source, no cover and a fractional amount, each under its own field at once', () => {
    const result = livingEstimateFormInput.safeParse({
      ...form,
      covers_hostel: '',
      covers_food: '',
      source_url: '',
      monthly_amount: '12.5',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(fields).toEqual({
      covers: LIVING_COST_MESSAGES.covers,
      source_url: LIVING_COST_MESSAGES.sourceUrl,
      monthly_amount: LIVING_COST_MESSAGES.amount,
    });
  });

  it('checks the loan defaults within the bounds the calculator accepts', () => {
    const loan = {
      rate_percent: '11.15',
      tenure_years: '15',
      grace_months: '12',
      rate_source_url: 'https://sbi.co.in/rates',
      tenure_source_url: 'https://ndtv.com/x',
      as_of: '2024-05-01',
    };
    expect(loanDefaultsFormInput.parse(loan)).toMatchObject({
      rate_percent: 11.15,
      tenure_years: 15,
      grace_months: 12,
      note: null,
    });
    const refused = loanDefaultsFormInput.safeParse({ ...loan, rate_percent: '26', tenure_years: '0', grace_months: '' });
    expect(refused.error?.issues.map((i) => i.path[0]).sort()).toEqual(['grace_months', 'rate_percent', 'tenure_years']);
  });
});
