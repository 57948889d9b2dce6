import { describe, expect, it } from 'vitest';
import {
  checkbox,
  optionalDate,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  textList,
} from '@/lib/content/form-input';
import { describeEvent, displayValue, fieldChanges, fieldLabel } from '@/lib/content/history';
import { firstFreeSlug, isValidSlug, slugify } from '@/lib/content/slug';

describe('slugify', () => {
  it('turns a name into an address', () => {
    expect(slugify('IIM Ahmedabad')).toBe('iim-ahmedabad');
    expect(slugify('  S.P. Jain Institute of Management & Research ')).toBe('s-p-jain-institute-of-management-and-research');
    expect(slugify('Pōrto — CAT 2026: “tips”!')).toBe('porto-cat-2026-tips');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts a long title at a word boundary within 80 characters', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('agrees with the database on what a slug is', () => {
    expect(isValidSlug('cat-2026')).toBe(true);
    for (const bad of ['Cat', 'cat--2026', '-cat', 'cat-', 'cat 2026', '']) expect(isValidSlug(bad)).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken slug from 2', () => {
    expect(firstFreeSlug('iim-a', new Set())).toBe('iim-a');
    expect(firstFreeSlug('iim-a', new Set(['iim-a', 'iim-a-2']))).toBe('iim-a-3');
  });
});

describe('history', () => {
  it('labels columns as people read them', () => {
    expect(fieldLabel('total_fees')).toBe('Total fees');
    expect(fieldLabel('nirf_rank')).toBe('NIRF rank');
  });

  it('shows values plainly', () => {
    expect(displayValue(null)).toBe('—');
    expect(displayValue([])).toBe('—');
    expect(displayValue(['CAT', 'XAT'])).toBe('CAT, XAT');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('x'.repeat(500))).toHaveLength(240);
  });

  it('describes each kind of event', () => {
    const base = { changedFields: [], before: null, after: null };
    expect(describeEvent({ ...base, tableName: 'colleges', action: 'insert', after: { name: 'X' } })).toBe('College created');
    expect(describeEvent({ ...base, tableName: 'college_programs', action: 'insert', after: { name: 'PGDM' } })).toBe(
      "Program 'PGDM' added",
    );
    expect(describeEvent({ ...base, tableName: 'college_programs', action: 'delete', before: { name: 'PGDM' } })).toBe(
      "Program 'PGDM' deleted",
    );
    expect(describeEvent({ ...base, tableName: 'faqs', action: 'update' })).toBe('FAQ changed');
  });

  it('lists the changed fields of an update with before and after', () => {
    expect(
      fieldChanges({
        tableName: 'colleges',
        action: 'update',
        changedFields: ['total_seats', 'exams_accepted'],
        before: { total_seats: null, exams_accepted: ['CAT'] },
        after: { total_seats: 120, exams_accepted: ['CAT', 'XAT'] },
      }),
    ).toEqual([
      { field: 'total_seats', label: 'Total seats', before: '—', after: '120' },
      { field: 'exams_accepted', label: 'Exams accepted', before: 'CAT', after: 'CAT, XAT' },
    ]);
  });
});

describe('form input', () => {
  it('reads required and optional text', () => {
    expect(requiredText('Name is required').safeParse('  ').error?.issues[0].message).toBe('Name is required');
    expect(requiredText('Name is required').parse(' IIM ')).toBe('IIM');
    expect(optionalText().parse('')).toBeNull();
    expect(optionalText().parse(undefined)).toBeNull();
    expect(optionalText(3).safeParse('abcd').success).toBe(false);
  });

  it('reads numbers as people type them', () => {
    const fees = optionalNumber({ min: 0, message: 'Enter the fees in rupees.' });
    expect(fees.parse('₹ 24,60,000')).toBe(2460000);
    expect(fees.parse('')).toBeNull();
    expect(fees.safeParse('-1').error?.issues[0].message).toBe('Enter the fees in rupees.');
    expect(fees.safeParse('lots').success).toBe(false);
    expect(optionalNumber({ integer: true, message: 'Whole number' }).safeParse('1.5').success).toBe(false);
  });

  it('reads dates, lists, checkboxes and addresses', () => {
    expect(optionalDate('Enter a date.').parse('2026-11-30')).toBe('2026-11-30');
    expect(optionalDate('Enter a date.').safeParse('2026-02-30').success).toBe(false);
    expect(textList().parse('CAT, XAT\nGMAT\n\nCAT')).toEqual(['CAT', 'XAT', 'GMAT']);
    expect(checkbox.parse('on')).toBe(true);
    expect(checkbox.parse(undefined)).toBe(false);
    expect(optionalUrl('Enter a web address.').parse('https://iima.ac.in')).toBe('https://iima.ac.in');
    expect(optionalUrl('Enter a web address.').safeParse('javascript:alert(1)').success).toBe(false);
  });
});
