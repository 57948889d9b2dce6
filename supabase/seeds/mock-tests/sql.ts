import { createHash } from 'node:crypto';
import { marksFor } from '@/lib/mock-tests/scoring';
import { isSeedSet, type SeedMockTest, type SeedQuestion } from './types';
import { seedQuestions } from './validate';

/** The lines of seed.sql between these markers are this file's output: `npm run seed:mock-tests` rewrites them. */
export const BEGIN_MARKER = '-- BEGIN mock tests generated from supabase/seeds/mock-tests (npm run seed:mock-tests)';
export const END_MARKER = '-- END mock tests generated from supabase/seeds/mock-tests';

/** The seed's content manager, as the author of the tests. */
const AUTHOR_ID = 'd0000000-0000-4000-8000-000000000002';

/** Stable ids, so the same content always makes the same rows (and links between them need no lookups). */
function seedUuid(name: string): string {
  const h = createHash('sha256').update(`mba-disha-mock-test:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

function json(value: unknown): string {
  return `${literal(JSON.stringify(value))}::jsonb`;
}

function insert(table: string, columns: string[], rows: (string | number | boolean | null)[][], raw = new Set<number>()) {
  const values = rows.map((row) => `  (${row.map((v, i) => (raw.has(i) ? String(v) : literal(v))).join(', ')})`);
  return `insert into public.${table} (${columns.join(', ')}) values\n${values.join(',\n')};`;
}

function testSql(test: SeedMockTest, orderIndex: number): string {
  const testId = seedUuid(test.slug);
  const questions = seedQuestions(test);
  const totalMarks = questions.reduce((sum, q) => sum + marksFor(test.exam, q.type).correct, 0);
  const sections = test.sections.map((s) => ({
    name: s.name,
    questions: s.items.reduce((n, item) => n + (isSeedSet(item) ? item.questions.length : 1), 0),
    minutes: s.minutes,
  }));

  const statements = [
    insert(
      'mock_tests',
      [
        'id',
        'slug',
        'title',
        'description',
        'exam_id',
        'kind',
        'scoring_scheme',
        'section_order',
        'has_calculator',
        'total_questions',
        'duration_minutes',
        'total_marks',
        'difficulty',
        'sections',
        'instructions',
        'is_free',
        'price',
        'is_published',
        'is_featured',
        'order_index',
        'created_by',
      ],
      [
        [
          testId,
          test.slug,
          test.title,
          test.description,
          `(select id from public.exams where slug = ${literal(test.exam)})`,
          test.kind,
          test.exam,
          test.sectionOrder,
          test.calculator,
          questions.length,
          test.durationMinutes,
          totalMarks,
          test.difficulty,
          json(sections),
          test.instructions,
          true,
          0,
          true,
          test.kind === 'full_length',
          orderIndex,
          AUTHOR_ID,
        ],
      ],
      new Set([4, 13]),
    ),
  ];

  const passages: (string | number | boolean | null)[][] = [];
  const rows: { q: SeedQuestion; section: string; passageId: string | null }[] = [];
  for (const section of test.sections) {
    for (const item of section.items) {
      if (isSeedSet(item)) {
        const passageId = seedUuid(`${test.slug}/${section.name}/${item.title}`);
        passages.push([passageId, testId, section.name, item.kind, item.title, item.body]);
        for (const q of item.questions) rows.push({ q, section: section.name, passageId });
      } else {
        rows.push({ q: item, section: section.name, passageId: null });
      }
    }
  }
  if (passages.length) {
    statements.push(insert('mock_test_passages', ['id', 'mock_test_id', 'section', 'kind', 'title', 'body'], passages));
  }
  const questionRows = rows.map(({ q, section, passageId }, i) => {
    const marks = marksFor(test.exam, q.type);
    return [
      seedUuid(`${test.slug}/q${i + 1}`),
      testId,
      section,
      i + 1,
      q.type,
      passageId,
      q.text,
      json(q.options ?? []),
      marks.correct,
      marks.wrong,
      q.topic,
      q.difficulty,
    ];
  });
  statements.push(
    insert(
      'mock_test_questions',
      [
        'id',
        'mock_test_id',
        'section',
        'question_number',
        'question_type',
        'passage_id',
        'question_text',
        'options',
        'marks',
        'negative_marks',
        'topic',
        'difficulty',
      ],
      questionRows,
      new Set([7]),
    ),
    insert(
      'mock_test_answer_keys',
      ['question_id', 'correct_answer', 'explanation'],
      rows.map(({ q }, i) => [seedUuid(`${test.slug}/q${i + 1}`), q.answer, q.explanation]),
    ),
  );
  return `-- ${test.title}\n${statements.join('\n')}`;
}

/** The seed's SQL for these tests, markers included; order_index follows the list. */
export function mockTestSeedSql(tests: readonly SeedMockTest[]): string {
  return [BEGIN_MARKER, ...tests.map((t, i) => testSql(t, i + 1)), END_MARKER].join('\n\n');
}
