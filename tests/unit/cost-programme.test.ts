import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME_MONTHS, programmeCost } from '@/lib/cost/programme-cost';

describe('programmeCost', () => {
  it('adds tuition, living and the counted charges, listing a refundable deposit without counting it', () => {
    // living = 15,000 × 24 = 3,60,000
    // other  = hostel 2,40,000 + mess 1,20,000 + laptop 60,000 + alumni 10,000 = 4,30,000 (caution deposit left out)
    // total  = 24,00,000 + 3,60,000 + 4,30,000 = 31,90,000
    const cost = programmeCost({
      tuition: 2_400_000,
      livingPerMonth: 15_000,
      charges: [
        { label: 'Hostel', amount: 240_000 },
        { label: 'Mess', amount: 120_000 },
        { label: 'Laptop', amount: 60_000 },
        { label: 'Caution deposit', amount: 25_000, refundable: true },
        { label: 'Alumni membership', amount: 10_000 },
      ],
    });
    expect(cost).toEqual({
      tuition: 2_400_000,
      livingPerMonth: 15_000,
      months: 24,
      living: 360_000,
      charges: [
        { label: 'Hostel', amount: 240_000, refundable: false },
        { label: 'Mess', amount: 120_000, refundable: false },
        { label: 'Laptop', amount: 60_000, refundable: false },
        { label: 'Caution deposit', amount: 25_000, refundable: true },
        { label: 'Alumni membership', amount: 10_000, refundable: false },
      ],
      otherCharges: 430_000,
      refundableDeposits: 25_000,
      total: 3_190_000,
    });
    expect(DEFAULT_PROGRAMME_MONTHS).toBe(24);
  });

  it("takes a programme's own length, and no charges", () => {
    // A one-year PGPX: 12,00,000 + 20,000 × 12 = 12,00,000 + 2,40,000 = 14,40,000
    expect(programmeCost({ tuition: 1_200_000, livingPerMonth: 20_000, months: 12 })).toMatchObject({
      living: 240_000,
      charges: [],
      otherCharges: 0,
      refundableDeposits: 0,
      total: 1_440_000,
    });
  });

  it('rounds a published figure with paise to the rupee, half up, before adding', () => {
    // 12,34,567.50 → 12,34,568; 9,999.49 → 9,999; 0 × 24 = 0
    const cost = programmeCost({ tuition: 1_234_567.5, livingPerMonth: 0, charges: [{ label: 'Laptop', amount: 9_999.49 }] });
    expect(cost).toMatchObject({ tuition: 1_234_568, otherCharges: 9_999, total: 1_244_567 });
  });

  it('rejects negative and non-finite figures and fractional months', () => {
    const base = { tuition: 1_000_000, livingPerMonth: 10_000 };
    expect(() => programmeCost({ ...base, tuition: -1 })).toThrow(RangeError);
    expect(() => programmeCost({ ...base, livingPerMonth: Number.NaN })).toThrow(/Living per month/);
    expect(() => programmeCost({ ...base, charges: [{ label: 'Hostel', amount: Infinity }] })).toThrow(/Hostel/);
    expect(() => programmeCost({ ...base, months: 0 })).toThrow(RangeError);
    expect(() => programmeCost({ ...base, months: 22.5 })).toThrow(RangeError);
  });
});
