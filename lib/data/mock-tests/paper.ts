import { z } from 'zod';
import { toDataError } from '@/lib/data/errors';
import { jsonList } from '@/lib/data/json';
import type { CheckValues, Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { MockTestKind } from '@/lib/mock-tests/catalogue';
import type { QuestionType, ScoringScheme } from '@/lib/mock-tests/scoring';
import type { SectionOrder, TestTiming } from '@/lib/mock-tests/sections';
import type { TypedClient } from '@/lib/supabase/types';

const sectionSchema = z.object({
  name: z.string(),
  minutes: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
});
const optionSchema = z.object({ key: z.string(), text: z.string() });

/** A reading passage or a DI/LR set that questions share (mock_test_passages.kind). */
export type PassageKind = (typeof CheckValues.public.mock_test_passages.kind)[number];

export interface PaperQuestion {
  id: string;
  number: number;
  section: string;
  type: QuestionType;
  text: string;
  options: { key: string; text: string }[];
  passageId: string | null;
  topic: string | null;
  marks: number;
  negativeMarks: number;
}

export interface PaperPassage {
  id: string;
  kind: PassageKind;
  title: string;
  body: string;
}

/** A test as a candidate takes it: everything but the answers, which live in another table. */
export interface MockTestPaper {
  id: string;
  slug: string;
  title: string;
  examName: string | null;
  kind: MockTestKind;
  scheme: ScoringScheme;
  calculator: boolean;
  instructions: string | null;
  declaredQuestions: number;
  timing: TestTiming;
  questions: PaperQuestion[];
  passages: Record<string, PaperPassage>;
}

type TestRow = Pick<
  Tables<'mock_tests'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'kind'
  | 'scoring_scheme'
  | 'section_order'
  | 'has_calculator'
  | 'instructions'
  | 'total_questions'
  | 'duration_minutes'
  | 'sections'
>;

const TEST_COLUMNS =
  'id, slug, title, kind, scoring_scheme, section_order, has_calculator, instructions, total_questions, duration_minutes, sections, exam:exams(name)';

/**
 * The published paper behind `filter` (a slug or an id), questions in paper order. `client` decides what may be
 * read: the public client for the instructions page, the member's own client for the test screen and its clock.
 */
export async function readPaper(client: TypedClient, filter: { slug: string } | { id: string }): Promise<MockTestPaper> {
  const column = 'slug' in filter ? 'slug' : 'id';
  const value = 'slug' in filter ? filter.slug : filter.id;
  const { data: test, error } = await client
    .from('mock_tests')
    .select(TEST_COLUMNS)
    .eq(column, value)
    .eq('is_published', true)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the mock test');
  if (!test) throw new DataError('NOT_FOUND', 'This mock test does not exist or is not published.');

  const [questions, passages] = await Promise.all([
    client
      .from('mock_test_questions')
      .select('id, question_number, section, question_type, question_text, options, passage_id, topic, marks, negative_marks')
      .eq('mock_test_id', test.id)
      .order('question_number'),
    client.from('mock_test_passages').select('id, kind, title, body').eq('mock_test_id', test.id),
  ]);
  if (questions.error) throw toDataError(questions.error, 'Failed to load the mock test');
  if (passages.error) throw toDataError(passages.error, 'Failed to load the mock test');

  return {
    ...paperHeader(test),
    examName: test.exam?.name ?? null,
    questions: questions.data.map((q) => ({
      id: q.id,
      number: q.question_number,
      section: q.section,
      type: q.question_type === 'tita' ? 'tita' : 'mcq',
      text: q.question_text,
      options: jsonList(q.options, optionSchema),
      passageId: q.passage_id,
      topic: q.topic,
      marks: Number(q.marks),
      negativeMarks: Number(q.negative_marks),
    })),
    passages: Object.fromEntries(
      passages.data.map((p) => [p.id, { id: p.id, kind: p.kind === 'set' ? 'set' : 'passage', title: p.title, body: p.body }]),
    ),
  };
}

function paperHeader(test: TestRow) {
  return {
    id: test.id,
    slug: test.slug,
    title: test.title,
    kind: test.kind === 'sectional' ? ('sectional' as const) : ('full_length' as const),
    scheme: test.scoring_scheme as ScoringScheme,
    calculator: test.has_calculator,
    instructions: test.instructions,
    declaredQuestions: test.total_questions,
    timing: {
      order: test.section_order as SectionOrder,
      durationMinutes: test.duration_minutes,
      sections: jsonList(test.sections, sectionSchema),
    },
  };
}

/** A test can be taken only when its bank holds every question it declares, in the sections it declares. */
export function isPaperComplete(paper: MockTestPaper): boolean {
  const sections = new Set(paper.timing.sections.map((s) => s.name));
  return (
    paper.questions.length > 0 &&
    paper.questions.length === paper.declaredQuestions &&
    paper.questions.every((q) => sections.has(q.section)) &&
    paper.timing.sections.every((s) => paper.questions.some((q) => q.section === s.name))
  );
}
