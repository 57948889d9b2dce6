import { describe, expect, it } from 'vitest';
import { categoryLabel, groupByCategory } from '@/lib/faq/group';
import { SAMPLE_FAQS } from '@/lib/samples/faqs';

describe('groupByCategory', () => {
  it('keeps the order of first appearance and the order inside each group', () => {
    const items = [
      { id: 1, category: 'admissions' },
      { id: 2, category: 'general' },
      { id: 3, category: 'Admissions' },
      { id: 4, category: ' ' },
    ];
    expect(groupByCategory(items)).toEqual([
      { category: 'admissions', label: 'Admissions', items: [items[0], items[2]] },
      { category: 'general', label: 'General', items: [items[1], items[3]] },
    ]);
  });

  it('returns no groups for no FAQs', () => {
    expect(groupByCategory([])).toEqual([]);
  });

  it('groups the six samples into general and admissions (spec §4)', () => {
    const groups = groupByCategory(SAMPLE_FAQS);
    expect(SAMPLE_FAQS).toHaveLength(6);
    expect(groups.map((g) => [g.category, g.items.length])).toEqual([
      ['general', 3],
      ['admissions', 3],
    ]);
  });
});

describe('categoryLabel', () => {
  it.each([
    ['general', 'General'],
    ['fees_and_loans', 'Fees and loans'],
    ['study-abroad', 'Study abroad'],
    ['', 'General'],
  ])('%s → %s', (key, label) => expect(categoryLabel(key)).toBe(label));
});
