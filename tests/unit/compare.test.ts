import { describe, expect, it } from 'vitest';
import { compareHref, MAX_COMPARED, parseComparedSlugs, withCollege, withoutCollege } from '@/lib/compare/selection';
import { buildComparison } from '@/lib/compare/table';
import type { CollegeDetail } from '@/lib/data/colleges';
import { collegeProgram, placementFigure } from '../support/college-fixtures';

function college(overrides: Partial<CollegeDetail>): CollegeDetail {
  return {
    id: 'id',
    slug: 'a',
    name: 'A',
    short_name: null,
    location: 'Pune, Maharashtra',
    city: 'Pune',
    state: 'Maharashtra',
    type: 'Private',
    rating: null,
    total_fees: null,
    fees_min: null,
    fees_max: null,
    fees_year: null,
    average_package: null,
    average_package_kind: null,
    placement_year: null,
    exams_accepted: [],
    nirf_rank: null,
    nirf_year: null,
    established: null,
    fees_note: null,
    median_package: null,
    highest_package: null,
    placement_source: null,
    accreditation: [],
    total_seats: null,
    website: null,
    description: null,
    admission_process: null,
    email: null,
    phone: null,
    address: null,
    highlights: [],
    last_verified_at: null,
    updated_at: '2026-11-01T00:00:00Z',
    rankings: [],
    cutoffs: [],
    data_sources: [],
    programs: [],
    placements: [],
    ...overrides,
  };
}

const cut = (exam: string, percentile: number, extra: Partial<CollegeDetail['cutoffs'][number]> = {}) => ({
  exam,
  kind: 'min' as const,
  percentile,
  score: null,
  cycle: null,
  year: null,
  category: null,
  note: null,
  source: null,
  ...extra,
});

describe('the colleges of a comparison URL', () => {
  it('keeps valid slugs once each, in order, at most four', () => {
    expect(parseComparedSlugs('iim-a,iim-b,iim-a,,IIM-C, xlri ,e,f')).toEqual(['iim-a', 'iim-b', 'iim-c', 'xlri']);
    expect(MAX_COMPARED).toBe(4);
  });

  it('reads junk as nothing rather than failing', () => {
    expect(parseComparedSlugs(undefined)).toEqual([]);
    expect(parseComparedSlugs('<script>,../etc,%00,a b')).toEqual([]);
    expect(parseComparedSlugs(['x-1,y', 'z'])).toEqual(['x-1', 'y']);
    expect(parseComparedSlugs('a'.repeat(500))).toEqual([]);
  });

  it('writes the URL back', () => {
    expect(compareHref(['a', 'b'])).toBe('/compare?c=a,b');
    expect(compareHref([])).toBe('/compare');
  });

  it('adds a college once and not past four, and removes it', () => {
    const a = { slug: 'a', name: 'A' };
    const four = ['a', 'b', 'c', 'd'].map((slug) => ({ slug, name: slug }));
    expect(withCollege([a], a)).toEqual([a]);
    expect(withCollege(four, { slug: 'e', name: 'E' })).toEqual(four);
    expect(withoutCollege(four, 'b').map((s) => s.slug)).toEqual(['a', 'c', 'd']);
  });
});

describe('the comparison table', () => {
  const find = (groups: ReturnType<typeof buildComparison>, key: string) => {
    const row = groups.flatMap((g) => g.rows).find((r) => r.key === key);
    if (!row) throw new Error(`no row ${key}`);
    return row;
  };

  it('shows each figure with its year and leaves unpublished ones empty', () => {
    const groups = buildComparison([
      college({
        slug: 'a',
        total_fees: 2_750_000,
        fees_year: '2025',
        placements: [placementFigure({ metric: 'average', value: 31, year: 2025, batch: '2023-25' })],
      }),
      college({ slug: 'b' }),
    ]);
    const fees = find(groups, 'fees');
    expect(fees.cells[0].lines[0]).toMatchObject({ note: '2025' });
    expect(fees.cells[0].lines[0].text).toBe('₹27.5 L');
    expect(fees.cells[1].lines).toEqual([]);
    expect(find(groups, 'average').cells[0].lines[0]).toMatchObject({ text: '₹31 LPA', note: 'Batch 2023–25' });
    expect(fees.differs).toBe(true);
  });

  it('shows each placement figure with its kind, the median first, and flags one that disagrees with NIRF data', () => {
    const nirf = placementFigure({ id: 'n', metric: 'median', value: 24, year: 2024, kind: 'nirf-data' });
    const press = placementFigure({ id: 'p', metric: 'median', value: 28, year: 2024, kind: 'press-report' });
    const domestic = placementFigure({ id: 'd', metric: 'highest', scope: 'domestic', value: 70, year: 2024 });
    const older = placementFigure({ id: 'o', metric: 'highest', value: 60, year: 2023 });
    const groups = buildComparison([college({ placements: [nirf, press, domestic, older] }), college({})]);
    const placementRows = groups.find((g) => g.title === 'Fees and placements')!.rows.map((r) => r.key);
    expect(placementRows).toEqual(['fees', 'median', 'average', 'highest', 'placed']);
    const median = find(groups, 'median').cells[0].lines;
    expect(median.map((l) => [l.text, l.kind?.kind, l.flag ?? null])).toEqual([
      ['₹24 LPA', 'nirf-data', null],
      ['₹28 LPA', 'press-report', expect.stringContaining('the ₹24 LPA NIRF gives')],
    ]);
    // Only the newest batch of a metric, with whose offers it counts.
    expect(find(groups, 'highest').cells[0].lines).toEqual([
      expect.objectContaining({ text: '₹70 LPA', note: 'Batch 2024 · domestic offers' }),
    ]);
    // Same figure, another kind: the row differs.
    const a = college({ placements: [placementFigure({ metric: 'average', value: 20, kind: 'press-report' })] });
    const b = college({ placements: [placementFigure({ metric: 'average', value: 20, kind: 'aggregator-estimate' })] });
    expect(find(buildComparison([a, b]), 'average').differs).toBe(true);
    expect(find(buildComparison([a, a]), 'average').differs).toBe(false);
  });

  it('marks a row as differing only when the colleges do not all read the same', () => {
    const groups = buildComparison([college({ slug: 'a', type: 'Private' }), college({ slug: 'b', type: 'Private' })]);
    expect(find(groups, 'type').differs).toBe(false);
    expect(find(groups, 'nirf').differs).toBe(false);
    expect(
      find(buildComparison([college({ nirf_rank: 3, nirf_year: 2025 }), college({ nirf_rank: 3, nirf_year: 2024 })]), 'nirf')
        .differs,
    ).toBe(true);
  });

  it('gives one row per exam and category with the cycle, kind and source of each line', () => {
    const groups = buildComparison([
      college({
        slug: 'a',
        cutoffs: [
          cut('CAT', 95, { cycle: 'CAT 2025', note: 'sectional 85', source: 'https://iima.ac.in/x' }),
          cut('CAT', 99.5, { kind: 'est', year: '2025' }),
          cut('CAT', 85, { category: 'SC' }),
        ],
      }),
      college({ slug: 'b', cutoffs: [cut('XAT', 94, { kind: 'reported', category: 'General' })] }),
    ]);
    const rows = groups.find((g) => g.title === 'Admissions')!.rows.map((r) => r.label);
    expect(rows).toEqual(['Exams accepted', 'CAT cut-off (General)', 'CAT cut-off (SC)', 'XAT cut-off (General)']);
    const catGeneral = find(groups, 'cutoff-CAT-General');
    expect(catGeneral.cells[0].lines).toEqual([
      { text: '95 percentile', note: 'CAT 2025 · Published minimum · sectional 85', sources: ['https://iima.ac.in/x'] },
      { text: '99.5 percentile', note: 'CAT 2025 · Aggregator estimate', sources: [] },
    ]);
    expect(catGeneral.cells[1].lines).toEqual([]);
    expect(find(groups, 'cutoff-XAT-General').cells[1].lines[0].note).toBe('Third-party report');
  });

  it('names programmes and the flagship’s duration and seats', () => {
    const program = collegeProgram({ seats: 400 });
    const groups = buildComparison([college({ programs: [program] }), college({ total_seats: 120 })]);
    expect(find(groups, 'duration').cells.map((c) => c.lines[0]?.text ?? null)).toEqual(['2 years', null]);
    expect(find(groups, 'seats').cells.map((c) => c.lines[0]?.note ?? null)).toEqual(['PGP', 'all programmes']);
    expect(find(groups, 'programmes').cells[0].lines[0]).toMatchObject({ text: 'PGP', note: 'MBA' });
  });
});
