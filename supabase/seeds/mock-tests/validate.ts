import { isMockTestTopic } from '@/lib/mock-tests/topics';
import { isSeedSet, type SeedMockTest, type SeedQuestion } from './types';

const TITA_ANSWER = /^-?\d+(\.\d+)?$/;
const FIVE_OPTION_EXAMS = new Set(['xat', 'nmat']);

function questionProblems(test: SeedMockTest, q: SeedQuestion, where: string): string[] {
  const problems: string[] = [];
  if (!q.text.trim()) problems.push(`${where}: empty question text`);
  if (q.explanation.trim().length < 40) problems.push(`${where}: explanation is too short to teach anything`);
  if (!isMockTestTopic(q.topic)) problems.push(`${where}: unknown topic '${q.topic}'`);
  if (q.type === 'tita') {
    if (test.exam !== 'cat') problems.push(`${where}: only CAT has type-in-the-answer questions`);
    if (q.options?.length) problems.push(`${where}: a TITA question has no options`);
    if (!TITA_ANSWER.test(q.answer)) problems.push(`${where}: a TITA answer is a number, got '${q.answer}'`);
    return problems;
  }
  const options = q.options ?? [];
  const count = FIVE_OPTION_EXAMS.has(test.exam) ? [4, 5] : [4];
  if (!count.includes(options.length)) problems.push(`${where}: ${options.length} options`);
  options.forEach((o, i) => {
    if (o.key !== String.fromCharCode(65 + i)) problems.push(`${where}: option ${i + 1} has key '${o.key}'`);
    if (!o.text.trim()) problems.push(`${where}: option ${o.key} is empty`);
  });
  if (new Set(options.map((o) => o.text.trim())).size !== options.length) problems.push(`${where}: repeated options`);
  if (!options.some((o) => o.key === q.answer)) problems.push(`${where}: answer '${q.answer}' is not an option`);
  return problems;
}

/** Everything wrong with one seed test; empty when it can go into the database. */
export function seedMockTestProblems(test: SeedMockTest): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(test.slug)) problems.push(`${test.slug}: bad slug`);
  if (test.sections.length === 0) problems.push(`${test.slug}: no sections`);
  const timed = test.sections.filter((s) => s.minutes !== null);
  if (timed.length && timed.length !== test.sections.length) problems.push(`${test.slug}: some sections timed, some not`);
  if (timed.length) {
    const sum = timed.reduce((n, s) => n + (s.minutes ?? 0), 0);
    if (sum !== test.durationMinutes) problems.push(`${test.slug}: section minutes add to ${sum}, not ${test.durationMinutes}`);
  }
  if (test.sectionOrder !== 'free' && timed.length === 0) problems.push(`${test.slug}: ordered sections need their own time`);
  test.sections.forEach((section) => {
    let n = 0;
    for (const item of section.items) {
      if (isSeedSet(item)) {
        if (item.body.trim().length < 80) problems.push(`${test.slug}/${section.name}: set '${item.title}' has no body`);
        if (item.questions.length === 0) problems.push(`${test.slug}/${section.name}: set '${item.title}' has no questions`);
        for (const q of item.questions) problems.push(...questionProblems(test, q, `${test.slug}/${section.name} Q${++n}`));
      } else {
        problems.push(...questionProblems(test, item, `${test.slug}/${section.name} Q${++n}`));
      }
    }
    if (n === 0) problems.push(`${test.slug}/${section.name}: no questions`);
  });
  return problems;
}

export function seedQuestions(test: SeedMockTest): SeedQuestion[] {
  return test.sections.flatMap((s) => s.items.flatMap((item) => (isSeedSet(item) ? item.questions : [item])));
}
