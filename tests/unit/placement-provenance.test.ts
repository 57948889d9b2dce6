import { describe, expect, it } from 'vitest';
import { batchEndsIn, normaliseBatch, placementFigureFormInput } from '@/lib/colleges/placement-figure-form';
import {
  disagreementText,
  figureLabel,
  figureValue,
  headlineFigure,
  headlineSalary,
  kindText,
  NIRF_TOLERANCE,
  nirfDisagreement,
  nirfDisagreements,
  orderFigures,
  periodLabel,
  PLACEMENT_KIND_LABELS,
  PLACEMENT_KIND_LEGEND,
  PLACEMENT_KINDS,
  type PlacementFigure,
} from '@/lib/colleges/placement-provenance';
import { describeEvent } from '@/lib/content/history';

// Issue 37's rules for placement figures: every kind has a label and a legend entry, figures are shown the median
// first, a summary heads with the newest median (else average), and a figure that differs from the same batch's
// NIRF data by more than the stated tolerance is flagged with both figures.

let n = 0;
function figure(overrides: Partial<PlacementFigure>): PlacementFigure {
  n += 1;
  return {
    id: `f${String(n).padStart(3, '0')}`,
    metric: 'average',
    scope: 'all',
    value: 20,
    outOf: null,
    year: 2025,
    batch: null,
    kind: 'press-report',
    sourceUrl: 'https://example.org/placements',
    auditor: null,
    note: null,
    ...overrides,
  };
}

describe('the kinds', () => {
  it('are the six of the issue, most trusted first, each with a label and a legend entry', () => {
    expect(PLACEMENT_KINDS).toEqual([
      'audited',
      'nirf-data',
      'college-published',
      'press-report',
      'aggregator-estimate',
      'student-reported',
    ]);
    for (const kind of PLACEMENT_KINDS) {
      expect(PLACEMENT_KIND_LABELS[kind].length, kind).toBeGreaterThan(3);
      expect(PLACEMENT_KIND_LEGEND[kind].length, kind).toBeGreaterThan(30);
    }
    expect(new Set(Object.values(PLACEMENT_KIND_LABELS)).size).toBe(PLACEMENT_KINDS.length);
    expect(PLACEMENT_KIND_LEGEND.audited).toContain('IPRS');
  });

  it('name the auditor of an audited figure', () => {
    expect(kindText(figure({ kind: 'audited', auditor: 'IPRS, audited by CRISIL' }))).toBe('Audited (IPRS, audited by CRISIL)');
    expect(kindText(figure({ kind: 'press-report' }))).toBe('Press report');
  });
});

describe('a figure as the page prints it', () => {
  it('says what it measures, for whom, and in which unit', () => {
    expect(figureLabel(figure({ metric: 'highest', scope: 'domestic' }))).toBe('Highest package (domestic)');
    expect(figureLabel(figure({ metric: 'median' }))).toBe('Median package');
    expect(figureValue(figure({ metric: 'average', value: 33.2 }))).toBe('₹33.2 LPA');
    expect(figureValue(figure({ metric: 'placed', value: 591, outOf: 591 }))).toBe('591 of 591 students');
    expect(figureValue(figure({ metric: 'placed', value: 1240 }))).toBe('1,240 students');
  });

  it('names the batch where the source does, else the graduating year', () => {
    expect(periodLabel(figure({ year: 2025, batch: '2023-25' }))).toBe('Batch 2023–25');
    expect(periodLabel(figure({ year: 2026, batch: null }))).toBe('Batch 2026');
  });
});

describe('the order of a college’s figures', () => {
  it('puts the median first, then average, highest and placed; newest batch, all offers and the most trusted kind first', () => {
    const placed = figure({ metric: 'placed', value: 400 });
    const highestIntl = figure({ metric: 'highest', scope: 'international', value: 110 });
    const highestDom = figure({ metric: 'highest', scope: 'domestic', value: 75 });
    const average2024 = figure({ metric: 'average', year: 2024 });
    const averagePress = figure({ metric: 'average', kind: 'press-report' });
    const averageNirf = figure({ metric: 'average', kind: 'nirf-data' });
    const median = figure({ metric: 'median', year: 2023 });
    const ordered = orderFigures([placed, highestIntl, average2024, averagePress, highestDom, median, averageNirf]);
    expect(ordered).toEqual([median, averageNirf, averagePress, average2024, highestDom, highestIntl, placed]);
  });

  it('heads a summary with the newest median, else the newest average; never an international-only figure', () => {
    const average = figure({ metric: 'average', year: 2025 });
    const median = figure({ metric: 'median', year: 2025 });
    expect(headlineSalary([average, median])).toBe(median);
    const olderMedian = figure({ metric: 'median', year: 2024 });
    expect(headlineSalary([average, olderMedian])).toBe(average);
    expect(headlineSalary([average])).toBe(average);
    expect(headlineSalary([])).toBeNull();
    const international = figure({ metric: 'highest', scope: 'international', value: 110 });
    const domestic = figure({ metric: 'highest', scope: 'domestic', value: 75 });
    expect(headlineFigure([international, domestic], 'highest')).toBe(domestic);
    expect(headlineFigure([international], 'highest')).toBeNull();
  });
});

describe('a figure that disagrees with the same batch’s NIRF data', () => {
  const nirf = figure({ metric: 'median', value: 24, year: 2024, batch: '2022-24', kind: 'nirf-data' });

  it('is flagged beyond the stated tolerance of 5 %, with both figures', () => {
    expect(NIRF_TOLERANCE).toBe(0.05);
    const press = figure({ metric: 'median', value: 27, year: 2024, kind: 'press-report' });
    const d = nirfDisagreement(press, [press, nirf]);
    expect(d).toEqual({ figure: press, nirf, difference: 3 });
    expect(disagreementText(d!)).toBe(
      'Differs from NIRF data for the same batch: ₹27 LPA is higher than the ₹24 LPA NIRF gives (Batch 2022–24).',
    );
    const lower = figure({ metric: 'median', value: 20, year: 2024, kind: 'aggregator-estimate' });
    expect(disagreementText(nirfDisagreement(lower, [lower, nirf])!)).toContain('₹20 LPA is lower than the ₹24 LPA');
  });

  it('is not flagged within the tolerance (exactly 5 % included), nor for another batch, metric or audience', () => {
    const rounded = figure({ metric: 'median', value: 25.2, year: 2024 });
    expect(nirfDisagreement(rounded, [rounded, nirf])).toBeNull();
    const otherYear = figure({ metric: 'median', value: 30, year: 2025 });
    const otherBatch = figure({ metric: 'median', value: 30, year: 2024, batch: '2023-24' });
    const average = figure({ metric: 'average', value: 30, year: 2024 });
    const domestic = figure({ metric: 'median', scope: 'domestic', value: 30, year: 2024 });
    for (const f of [otherYear, otherBatch, average, domestic]) expect(nirfDisagreement(f, [f, nirf]), f.id).toBeNull();
  });

  it('compares a number placed too, and never flags NIRF data itself', () => {
    const nirfPlaced = figure({ metric: 'placed', value: 400, outOf: 420, year: 2024, kind: 'nirf-data' });
    const claimed = figure({ metric: 'placed', value: 440, year: 2024, kind: 'college-published' });
    const audited = figure({ metric: 'placed', value: 401, year: 2024, kind: 'audited', auditor: 'IPRS' });
    const otherNirf = figure({ metric: 'placed', value: 500, year: 2024, kind: 'nirf-data' });
    const flags = nirfDisagreements([nirfPlaced, claimed, audited, otherNirf]);
    expect([...flags.keys()]).toEqual([claimed.id]);
    expect(flags.get(claimed.id)?.nirf).toBe(nirfPlaced);
    expect(nirfDisagreement(otherNirf, [nirfPlaced, otherNirf])).toBeNull();
  });
});

describe('the back office’s figure form', () => {
  const college = '6f1c1f4e-6c1e-4c6b-9a55-7d1f0c3b2a10';
  const form = (overrides: Record<string, string> = {}) => ({
    college_id: college,
    metric: 'median',
    scope: 'all',
    value: '24.5',
    out_of: '',
    year: '2025',
    batch: '2023–25',
    kind: 'press-report',
    source_url: 'https://example.org/report',
    auditor: '',
    note: '',
    ...overrides,
  });
  const errors = (input: Record<string, string>) => {
    const parsed = placementFigureFormInput.safeParse(input);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('takes a figure, its batch written either way', () => {
    const parsed = placementFigureFormInput.parse(form());
    expect(parsed).toEqual({
      id: null,
      collegeId: college,
      figure: {
        metric: 'median',
        scope: 'all',
        value: 24.5,
        out_of: null,
        year: 2025,
        batch: '2023-25',
        kind: 'press-report',
        source_url: 'https://example.org/report',
        auditor: null,
        note: null,
      },
    });
    expect(normaliseBatch('2023 - 2025')).toBe('2023-25');
    expect(normaliseBatch('2023-25')).toBe('2023-25');
    expect(normaliseBatch('23-25')).toBeNull();
    expect(batchEndsIn('2023-25', 2025)).toBe(true);
    expect(batchEndsIn('2023-25', 2024)).toBe(false);
    expect(batchEndsIn('2020-25', 2025)).toBe(false);
  });

  it('refuses, under the field, what the table would refuse', () => {
    expect(errors(form({ kind: 'rumour' }))).toHaveProperty('kind');
    expect(errors(form({ value: '' }))).toHaveProperty('value');
    expect(errors(form({ batch: '2022-24' }))).toHaveProperty('batch');
    expect(errors(form({ year: '' }))).toHaveProperty('year');
    expect(errors(form({ source_url: 'javascript:alert(1)' }))).toHaveProperty('source_url');
    expect(errors(form({ kind: 'audited' }))).toHaveProperty('auditor');
    expect(errors(form({ auditor: 'Someone' }))).toHaveProperty('auditor');
    expect(errors(form({ out_of: '600' }))).toHaveProperty('out_of');
    expect(errors(form({ metric: 'placed', value: '10.5' }))).toHaveProperty('value');
    expect(errors(form({ metric: 'placed', value: '600', out_of: '500' }))).toHaveProperty('out_of');
    expect(errors(form({ metric: 'placed', value: '591', out_of: '591' }))).toEqual({});
    expect(errors(form({ kind: 'audited', auditor: 'IPRS, audited by an auditor' }))).toEqual({});
  });
});

describe('a figure in the college’s history', () => {
  it('is named by what it measures, its batch and its kind', () => {
    const after = {
      metric: 'highest',
      scope: 'domestic',
      value: 75,
      out_of: null,
      year: 2025,
      batch: '2023-25',
      kind: 'press-report',
    };
    const event = { tableName: 'college_placement_figures', changedFields: [], before: null };
    expect(describeEvent({ ...event, action: 'insert', after })).toBe(
      "Placement figure 'Highest package (domestic) ₹75 LPA, Batch 2023–25, Press report' added",
    );
    expect(describeEvent({ ...event, action: 'delete', after: null, before: { ...after, kind: 'rumour' } })).toBe(
      'Placement figure deleted',
    );
  });
});
