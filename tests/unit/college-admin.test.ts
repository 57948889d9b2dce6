import { describe, expect, it } from 'vitest';
import { collegeToFormValues, rowsOf } from '@/lib/colleges/admin-form-values';
import { adminCollegeListHref, parseAdminCollegeParams } from '@/lib/colleges/admin-list';
import { collectRows, isBlankRow, planProgramSync } from '@/lib/colleges/admin-rows';
import { COLLEGE_MESSAGES, collegeFormInput } from '@/lib/colleges/admin-schema';
import { SLUG_MESSAGE } from '@/lib/content/slug';
import type { AdminCollege } from '@/lib/data/college-admin';

const PROGRAM_ID = '6f1c7a52-3b7e-4c1e-9a51-0d1f2e3a4b5c';

/** The smallest form the server accepts. */
const base = { name: 'Sunrise School of Management', location: 'Pune, Maharashtra', type: 'Private', is_active: 'on' };

function fieldErrors(input: Record<string, string>): Record<string, string> {
  const parsed = collegeFormInput.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('collectRows', () => {
  it('groups indexed fields by row number, in order, ignoring other lists and malformed names', () => {
    const rows = collectRows(
      {
        'programs.1.name': 'PGDM',
        'programs.0.name': 'MBA',
        'programs.0.seats': '60',
        'cutoffs.0.exam': 'CAT',
        'programs.x.name': 'bad',
        'programs.2': 'bad',
        name: 'College',
      },
      'programs',
    );
    expect(rows).toEqual([
      { index: 0, fields: { name: 'MBA', seats: '60' } },
      { index: 1, fields: { name: 'PGDM' } },
    ]);
  });

  it('calls a row blank when none of its typed fields holds text', () => {
    expect(isBlankRow({ index: 0, fields: { kind: 'min', exam: ' ' } }, ['exam', 'percentile'])).toBe(true);
    expect(isBlankRow({ index: 0, fields: { exam: 'CAT' } }, ['exam', 'percentile'])).toBe(false);
  });
});

describe('planProgramSync (spec §4)', () => {
  it('deletes missing programmes, updates known ids and inserts the rest', () => {
    const plan = planProgramSync(
      ['a', 'b', 'c'],
      [
        { id: 'b', name: 'PGP' },
        { id: null, name: 'New' },
        { id: 'zzz', name: 'Stale id' },
      ],
    );
    expect(plan.deleteIds).toEqual(['a', 'c']);
    expect(plan.update).toEqual([{ id: 'b', name: 'PGP' }]);
    expect(plan.insert).toEqual([{ name: 'New' }, { name: 'Stale id' }]);
  });

  it('updates an id given twice once and inserts the copy', () => {
    const plan = planProgramSync(
      ['a'],
      [
        { id: 'a', name: 'One' },
        { id: 'a', name: 'Copy' },
      ],
    );
    expect(plan.update).toEqual([{ id: 'a', name: 'One' }]);
    expect(plan.insert).toEqual([{ name: 'Copy' }]);
    expect(plan.deleteIds).toEqual([]);
  });

  it('deletes everything when the list is empty', () => {
    expect(planProgramSync(['a', 'b'], [])).toEqual({ deleteIds: ['a', 'b'], update: [], insert: [] });
  });
});

describe('collegeFormInput', () => {
  it('reads the college, its jsonb rows in the public page shape and its programmes', () => {
    const parsed = collegeFormInput.parse({
      ...base,
      id: '',
      slug: '',
      rating: '4.26',
      fees_min: '1000000',
      fees_max: '1500000',
      exams_accepted: 'cat, xat, CAT',
      highlights: 'AACSB, AMBA accredited\nStrong finance faculty',
      is_featured: '',
      'cutoffs.0.exam': 'cat',
      'cutoffs.0.kind': 'min',
      'cutoffs.0.percentile': '90',
      'cutoffs.0.cycle': 'CAT 2025',
      'cutoffs.0.year': '2025',
      'cutoffs.1.kind': 'est',
      'rankings.0.agency': 'NIRF Overall',
      'rankings.0.rank': '45',
      'data_sources.0.label': 'fees',
      'data_sources.0.url': 'https://example.edu/fees',
      'programs.0.id': PROGRAM_ID,
      'programs.0.name': 'PGDM',
      'programs.0.degree': 'PGDM',
      'programs.0.mode': 'Full-time',
      'programs.0.seats': '120',
      'programs.0.specializations': 'Finance, Marketing',
      'programs.0.is_flagship': 'on',
      'programs.1.name': 'Executive PGDM',
      'programs.1.degree': 'PGDM',
      'programs.1.mode': 'Executive',
      'programs.1.order_index': '5',
    });
    expect(parsed.id).toBeNull();
    expect(parsed.college).toMatchObject({
      name: 'Sunrise School of Management',
      slug: '',
      rating: 4.3,
      fees_min: 1000000,
      fees_max: 1500000,
      exams_accepted: ['CAT', 'XAT'],
      highlights: ['AACSB, AMBA accredited', 'Strong finance faculty'],
      is_featured: false,
      is_active: true,
      total_fees: null,
    });
    // The blank second cut-off row (only its kind chosen) is dropped.
    expect(parsed.college.cutoffs).toEqual([
      {
        exam: 'CAT',
        kind: 'min',
        percentile: 90,
        score: null,
        category: null,
        cycle: 'CAT 2025',
        year: 2025,
        source: null,
        note: null,
      },
    ]);
    expect(parsed.college.rankings).toEqual([{ agency: 'NIRF Overall', rank: 45, year: null, source: null }]);
    expect(parsed.college.data_sources).toEqual([{ label: 'fees', url: 'https://example.edu/fees', accessed: null }]);
    expect(parsed.programs).toMatchObject([
      { id: PROGRAM_ID, name: 'PGDM', seats: 120, specializations: ['Finance', 'Marketing'], is_flagship: true, order_index: 0 },
      { id: null, name: 'Executive PGDM', mode: 'Executive', is_flagship: false, order_index: 5 },
    ]);
  });

  it('names each refused field, in rows too', () => {
    expect(
      fieldErrors({
        name: ' ',
        location: '',
        type: 'School',
        slug: 'Not A Slug',
        rating: '6',
        fees_min: '20',
        fees_max: '10',
        email: 'x@',
        website: 'example.com',
        'cutoffs.0.exam': 'CAT',
        'cutoffs.0.kind': 'min',
        'rankings.0.agency': 'QS',
        'programs.2.name': '',
        'programs.2.seats': '-1',
        'programs.2.degree': 'MBA',
        'programs.2.mode': 'Weekend',
      }),
    ).toEqual({
      name: COLLEGE_MESSAGES.name,
      location: COLLEGE_MESSAGES.location,
      type: COLLEGE_MESSAGES.type,
      slug: SLUG_MESSAGE,
      rating: COLLEGE_MESSAGES.rating,
      email: COLLEGE_MESSAGES.email,
      website: COLLEGE_MESSAGES.url,
      'cutoffs.0.percentile': COLLEGE_MESSAGES.cutoffFigure,
      'rankings.0.rank': COLLEGE_MESSAGES.rank,
      'programs.2.name': COLLEGE_MESSAGES.programName,
      'programs.2.seats': COLLEGE_MESSAGES.seats,
      'programs.2.mode': COLLEGE_MESSAGES.mode,
    });
  });

  it('refuses a minimum fee above the maximum under the maximum', () => {
    expect(fieldErrors({ ...base, fees_min: '20', fees_max: '10' })).toEqual({ fees_max: COLLEGE_MESSAGES.feesRange });
  });

  it('refuses a programme id that is not one, rather than inserting a copy', () => {
    expect(
      fieldErrors({
        ...base,
        'programs.0.id': 'abc',
        'programs.0.name': 'MBA',
        'programs.0.degree': 'MBA',
        'programs.0.mode': 'Online',
      }),
    ).toEqual({
      'programs.0.id': COLLEGE_MESSAGES.programId,
    });
  });
});

describe('form values', () => {
  const college = {
    id: '0b7e2c1d-8f3a-4d5e-9c6b-1a2b3c4d5e6f',
    name: 'Sunrise',
    short_name: null,
    slug: 'sunrise',
    location: 'Pune, Maharashtra',
    type: 'Private',
    rating: 4.1,
    exams_accepted: ['CAT', 'MAT'],
    accreditation: [],
    highlights: ['One, with a comma', 'Two'],
    is_featured: false,
    is_active: true,
    cutoffs: [{ exam: 'CAT', kind: 'est', percentile: 85, score: null, year: 2025, cycle: null }],
    rankings: [],
    data_sources: [{ label: 'fees', url: 'https://x.test', accessed: '2026-11-01' }],
    college_programs: [
      {
        id: PROGRAM_ID,
        name: 'PGDM',
        degree: 'PGDM',
        mode: 'Full-time',
        seats: 60,
        specializations: ['HR'],
        exams_accepted: [],
        is_flagship: true,
        order_index: 0,
      },
    ],
  } as unknown as AdminCollege;

  it('turns a saved college into the fields the form posts, and back into the same college', () => {
    const values = collegeToFormValues(college);
    expect(values).toMatchObject({
      rating: '4.1',
      exams_accepted: 'CAT, MAT',
      highlights: 'One, with a comma\nTwo',
      is_active: 'on',
      is_featured: '',
      'cutoffs.0.kind': 'est',
      'cutoffs.0.year': '2025',
      'programs.0.id': PROGRAM_ID,
      'programs.0.is_flagship': 'on',
    });
    expect(rowsOf(values, 'data_sources')).toEqual([{ label: 'fees', url: 'https://x.test', accessed: '2026-11-01' }]);
    const parsed = collegeFormInput.parse(values);
    expect(parsed.college.highlights).toEqual(['One, with a comma', 'Two']);
    expect(parsed.college.cutoffs).toMatchObject([{ exam: 'CAT', kind: 'est', percentile: 85, year: 2025 }]);
    expect(parsed.programs).toMatchObject([{ id: PROGRAM_ID, name: 'PGDM', seats: 60, is_flagship: true }]);
  });
});

describe('admin list params', () => {
  it('reads filters from the URL and leaves junk out', () => {
    const params = parseAdminCollegeParams({ q: 'iim (a)', type: 'IIM', state: 'Gujarat', activity: 'gone', page: '2' });
    expect(params).toEqual({ q: 'iim a', type: 'IIM', state: 'Gujarat', activity: undefined, page: 2 });
    expect(adminCollegeListHref(params, { page: 1 })).toBe('/admin/colleges?q=iim+a&type=IIM&state=Gujarat');
    expect(adminCollegeListHref(parseAdminCollegeParams({}))).toBe('/admin/colleges');
  });
});
