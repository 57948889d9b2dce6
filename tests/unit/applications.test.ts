import { describe, expect, it } from 'vitest';
import { formFeeBudget } from '@/lib/applications/statuses';

describe('the form-fee budget', () => {
  it('adds the fees entered and counts the ones missing', () => {
    expect(
      formFeeBudget([
        { formFee: 2500, status: 'applied' },
        { formFee: 2300.5, status: 'planning' },
        { formFee: null, status: 'planning' },
      ]),
    ).toEqual({ total: 4800.5, missing: 1, count: 3 });
    expect(formFeeBudget([])).toEqual({ total: 0, missing: 0, count: 0 });
  });
});
