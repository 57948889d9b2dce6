import { describe, expect, it } from 'vitest';
import { publishProblems, publishRefusal, type PublishQuestion } from '@/lib/mock-tests/publish-rules';

const q = (over: Partial<PublishQuestion> = {}): PublishQuestion => ({
  number: 1,
  section: 'QA',
  type: 'mcq',
  optionKeys: ['A', 'B', 'C', 'D'],
  answer: 'B',
  explanation: 'Because.',
  ...over,
});

describe('when a mock test may be published', () => {
  it('allows a test whose every section has questions with answers and explanations', () => {
    expect(publishProblems(['QA'], [q(), q({ number: 2, type: 'tita', optionKeys: [], answer: '42' })])).toEqual([]);
  });

  it('names each missing piece', () => {
    const problems = publishProblems(
      ['VARC', 'QA'],
      [q({ answer: '' }), q({ number: 2, explanation: null }), q({ number: 3, answer: 'E' }), q({ number: 4, section: 'DILR' })],
    );
    expect(problems).toEqual([
      'No questions yet in “VARC”.',
      'Not in any of the test’s sections: Q4.',
      'No answer for Q1.',
      'No explanation for Q2.',
      'The answer is not one of the options for Q3.',
    ]);
    expect(publishRefusal(problems)).toMatch(/^The test cannot be published yet\. No questions yet/);
  });

  it('accepts a lower-case option letter and refuses a test without sections', () => {
    expect(publishProblems(['QA'], [q({ answer: 'b' })])).toEqual([]);
    expect(publishProblems([], [])).toEqual(['The test has no sections.']);
  });
});
