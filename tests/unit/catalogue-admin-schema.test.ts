import { describe, expect, it } from 'vitest';
import { examFormRows } from '@/lib/exams/admin-form';
import { collectRows, rowFields } from '@/lib/exams/admin-rows';
import { EXAM_MESSAGES, examInput, examRow } from '@/lib/exams/admin-schema';
import { parseScholarshipAdminQuery, scholarshipAdminHref } from '@/lib/scholarships/admin-list';
import { SCHOLARSHIP_MESSAGES, scholarshipInput, scholarshipRow } from '@/lib/scholarships/admin-schema';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('repeating rows', () => {
  it('collects rows in index order, trimmed, without blank rows or stray fields', () => {
    const raw = {
      section_name_2: ' QA ',
      section_questions_2: '22',
      section_name_0: 'VARC',
      section_minutes_0: '40',
      section_name_1: '',
      section_colour_0: 'red',
      section_name_x: 'junk',
    };
    expect(collectRows(raw, 'section', ['name', 'questions', 'minutes'] as const)).toEqual([
      { name: 'VARC', questions: '', minutes: '40' },
      { name: 'QA', questions: '22', minutes: '' },
    ]);
  });

  it('writes rows back as fields, so a refused form fills again', () => {
    const fields = rowFields('source', [
      { label: 'Notice', url: 'https://a.test' },
      { label: 'Result', note: null },
    ]);
    expect(fields).toEqual({ source_label_0: 'Notice', source_url_0: 'https://a.test', source_label_1: 'Result' });
    expect(examFormRows(fields).sources).toEqual([
      { label: 'Notice', url: 'https://a.test', note: '' },
      { label: 'Result', url: '', note: '' },
    ]);
  });
});

describe('the exam form', () => {
  const valid = {
    name: ' CAT ',
    section_name_0: 'VARC',
    section_questions_0: '24',
    section_minutes_0: '40',
    source_label_0: 'Notice',
    source_url_0: 'https://iimcat.ac.in',
    applicants: '2,95,000',
    applicants_source: 'Careers360',
    preparation_tips: 'Read, daily.\n\nMock weekly.',
    pattern: '{"sectional_timing": true}',
    is_active: 'on',
  };

  it('turns a form into the exams row: rows as JSON, blanks as null, tips one per line', () => {
    const parsed = examInput.parse(valid);
    const row = examRow(parsed, 'cat');
    expect(row).toMatchObject({
      name: 'CAT',
      slug: 'cat',
      applicants: 295000,
      full_name: null,
      difficulty: null,
      sections: [{ name: 'VARC', questions: 24, minutes: 40 }],
      sources: [{ label: 'Notice', url: 'https://iimcat.ac.in' }],
      preparation_tips: ['Read, daily.', 'Mock weekly.'],
      pattern: { sectional_timing: true },
      is_active: true,
      dates_expected: false,
      order_index: 0,
    });
    expect(row).not.toHaveProperty('section');
  });

  it('refuses bad input with a message per field', () => {
    expect(
      issues(examInput.safeParse({ ...valid, name: '', slug: 'Not A Slug', difficulty: 'Hard', website: 'ftp://x' })),
    ).toMatchObject({
      name: EXAM_MESSAGES.name,
      slug: expect.stringContaining('lower-case'),
      difficulty: EXAM_MESSAGES.difficulty,
      website: EXAM_MESSAGES.url,
    });
    expect(issues(examInput.safeParse({ ...valid, pattern: '[1, 2]' }))).toEqual({ pattern: EXAM_MESSAGES.pattern });
    expect(issues(examInput.safeParse({ ...valid, pattern: '{"a": {"b": 1}}' }))).toEqual({
      pattern: EXAM_MESSAGES.patternValue,
    });
    expect(issues(examInput.safeParse({ ...valid, source_url_0: 'iimcat.ac.in' }))).toEqual({
      source: EXAM_MESSAGES.sourceUrl(1),
    });
    expect(issues(examInput.safeParse({ ...valid, applicants: '-5' }))).toEqual({ applicants: EXAM_MESSAGES.applicants });
  });

  it('asks for the source of a published count and a forward registration window', () => {
    expect(issues(examInput.safeParse({ ...valid, applicants_source: '' }))).toEqual({
      applicants_source: EXAM_MESSAGES.applicantsSource,
    });
    expect(issues(examInput.safeParse({ ...valid, registration_start: '2025-09-13', registration_end: '2025-08-01' }))).toEqual({
      registration_end: EXAM_MESSAGES.registration,
    });
    expect(examInput.safeParse({ ...valid, applicants: '', applicants_source: '' }).success).toBe(true);
  });
});

describe('the scholarship form', () => {
  const valid = { name: 'Merit award', provider: 'Trust', source_url: 'https://example.org/a', is_active: 'on' };

  it('normalises exams and states against their lists, and fills the upper amount from a single one', () => {
    const parsed = scholarshipInput.parse({
      ...valid,
      exams: 'cat, Xat, CAT',
      states: 'tamil nadu\nDelhi',
      amount_min: '₹50,000',
    });
    expect(scholarshipRow(parsed, 'merit-award')).toMatchObject({
      exams: ['CAT', 'XAT'],
      states: ['Tamil Nadu', 'Delhi'],
      amount_min: 50000,
      amount_max: 50000,
      college_id: null,
      provider_type: null,
      is_featured: false,
      slug: 'merit-award',
    });
  });

  it('refuses unknown exams and states, a bad college, amounts out of order and a missing source', () => {
    expect(
      issues(
        scholarshipInput.safeParse({ ...valid, exams: 'GRE', states: 'Atlantis', college_id: 'iim', provider_type: 'Bank' }),
      ),
    ).toEqual({
      exams: SCHOLARSHIP_MESSAGES.exams('GRE'),
      states: SCHOLARSHIP_MESSAGES.states('Atlantis'),
      college_id: SCHOLARSHIP_MESSAGES.college,
      provider_type: SCHOLARSHIP_MESSAGES.providerType,
    });
    expect(issues(scholarshipInput.safeParse({ ...valid, amount_min: '5', amount_max: '1' }))).toEqual({
      amount_max: SCHOLARSHIP_MESSAGES.amountOrder,
    });
    expect(issues(scholarshipInput.safeParse({ ...valid, source_url: '' }))).toEqual({ source_url: SCHOLARSHIP_MESSAGES.source });
    expect(issues(scholarshipInput.safeParse({ ...valid, application_start: '2026-02-01', deadline: '2026-01-01' }))).toEqual({
      deadline: SCHOLARSHIP_MESSAGES.deadlineOrder,
    });
  });

  it('reads the admin list URL and writes it back', () => {
    const query = parseScholarshipAdminQuery({ q: 'birla (IIM)', status: 'inactive', provider: 'Corporate', page: '2' });
    expect(query).toEqual({ q: 'birla IIM', status: 'inactive', providerType: 'Corporate', page: 2, limit: 20 });
    expect(scholarshipAdminHref(query, 3)).toBe('/admin/scholarships?q=birla+IIM&status=inactive&provider=Corporate&page=3');
    expect(parseScholarshipAdminQuery({ status: 'all', provider: 'bank' })).toMatchObject({
      status: undefined,
      providerType: undefined,
    });
  });
});
