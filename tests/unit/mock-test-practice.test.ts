import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AttemptList } from '@/components/mock-tests/history/attempt-list';
import { ResultOverview } from '@/components/mock-tests/result/result-overview';
import { ReviewClosed } from '@/components/mock-tests/result/review-closed';
import type { AttemptResult, AttemptSummary } from '@/lib/data/mock-tests/results';

// Issue 34: only a member's first submitted attempt at a test is ranked; later ones say they are practice, on
// the result page and in the history, and a result read while the member retakes the test offers the way back.

const RESULT: AttemptResult = {
  id: '6f1f3c1e-7a0b-4c55-9d43-0a1b2c3d4e5f',
  submittedAt: '2026-12-03T10:00:00.000Z',
  endedBy: 'candidate',
  score: 12,
  maxScore: 12,
  correct: 4,
  incorrect: 0,
  unattempted: 0,
  penalty: 0,
  seconds: 600,
  sections: [],
  standing: null,
  practice: true,
  retakeId: null,
  paper: {
    id: 'test',
    slug: 'cat-mini',
    title: 'CAT mini',
    examName: 'CAT',
    kind: 'sectional',
    scheme: 'cat',
    calculator: false,
    instructions: null,
    declaredQuestions: 4,
    timing: { order: 'free', durationMinutes: 20, sections: [{ name: 'QA', minutes: null }] },
    questions: [],
    passages: {},
  },
  questions: {},
};

const SUMMARY: AttemptSummary = {
  id: 'a1',
  testId: 'test',
  testSlug: 'cat-mini',
  testTitle: 'CAT mini',
  status: 'submitted',
  startedAt: '2026-12-01T10:00:00.000Z',
  submittedAt: '2026-12-01T10:20:00.000Z',
  score: 0,
  maxScore: 12,
  accuracy: null,
  standing: { percentile: 50, attempts: 2 },
  practice: false,
};

const overview = (r: AttemptResult) => renderToStaticMarkup(createElement(ResultOverview, { result: r }));
const list = (a: AttemptSummary[]) => renderToStaticMarkup(createElement(AttemptList, { attempts: a }));

describe('practice attempts (issue 34)', () => {
  it('marks a practice result and gives it no percentile', () => {
    const html = overview(RESULT);
    expect(html).toContain('Practice attempt');
    expect(html).toContain('Only your first attempt at a test counts towards percentiles.');
    expect(html).toContain('Practice attempt: not ranked');
    expect(html).not.toContain('Your percentile is the share');
  });

  it('says nothing of practice on a first attempt', () => {
    const html = overview({ ...RESULT, practice: false, standing: { percentile: 100, attempts: 1 } });
    expect(html).not.toContain('Practice attempt');
    expect(html).toContain('among 1 attempt so far');
  });

  it('marks practice rows in the history, with the rule once under the table', () => {
    const html = list([{ ...SUMMARY, id: 'a2', score: 12, standing: null, practice: true }, SUMMARY]);
    expect(html.match(/Practice attempt/g)).toHaveLength(1);
    expect(html).toContain('Only your first attempt at a test counts towards percentiles.');
    expect(html).toContain('>50<');
    expect(list([SUMMARY])).not.toContain('Practice attempt');
  });

  it('points a result read during a retake back to the test being taken', () => {
    const html = renderToStaticMarkup(createElement(ReviewClosed, { retakeId: 'b2' }));
    expect(html).toContain('Solutions closed while you retake this test');
    expect(html).toContain('href="/mock-tests/attempts/b2"');
  });
});
