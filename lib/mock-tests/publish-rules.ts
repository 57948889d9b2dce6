import type { QuestionType } from './scoring';

/*
 * When a mock test may be published: every section has a question, and every question has its answer and an
 * explanation, an MCQ's answer being one of its own options. Pure, so the rules are unit-testable and the
 * edit page can list what is missing before the editor presses Publish.
 */

export interface PublishQuestion {
  number: number;
  section: string;
  type: QuestionType;
  optionKeys: string[];
  answer: string | null;
  explanation: string | null;
}

const list = (numbers: number[]) => {
  const shown = numbers.slice(0, 10).map((n) => `Q${n}`);
  return numbers.length > 10 ? `${shown.join(', ')} and ${numbers.length - 10} more` : shown.join(', ');
};

/** What stops the test from being published, one sentence per problem; empty when it may be. */
export function publishProblems(sections: readonly string[], questions: readonly PublishQuestion[]): string[] {
  const problems: string[] = [];
  if (sections.length === 0) problems.push('The test has no sections.');
  const empty = sections.filter((name) => !questions.some((q) => q.section === name));
  if (empty.length) problems.push(`No questions yet in ${empty.map((name) => `“${name}”`).join(', ')}.`);
  const stray = questions.filter((q) => !sections.includes(q.section));
  if (stray.length) problems.push(`Not in any of the test’s sections: ${list(stray.map((q) => q.number))}.`);
  const noAnswer = questions.filter((q) => !q.answer?.trim());
  if (noAnswer.length) problems.push(`No answer for ${list(noAnswer.map((q) => q.number))}.`);
  const noExplanation = questions.filter((q) => !q.explanation?.trim());
  if (noExplanation.length) problems.push(`No explanation for ${list(noExplanation.map((q) => q.number))}.`);
  const badOption = questions.filter(
    (q) => q.type === 'mcq' && q.answer?.trim() && !q.optionKeys.includes(q.answer.trim().toUpperCase()),
  );
  if (badOption.length) problems.push(`The answer is not one of the options for ${list(badOption.map((q) => q.number))}.`);
  return problems;
}

/** The refusal an editor reads when Publish is pressed too early. */
export function publishRefusal(problems: readonly string[]): string {
  return `The test cannot be published yet. ${problems.join(' ')}`;
}
