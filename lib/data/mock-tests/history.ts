import { toDataError } from '@/lib/data/errors';
import { MISS_REASONS, type MissReason } from '@/lib/data/mock-tests/results';
import { analyseTopics, type TopicAnalysis } from '@/lib/mock-tests/analysis';
import type { QuestionOutcome } from '@/lib/mock-tests/scoring';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * A member's history across their mock tests, read with their own session: row-level security lets a member read
 * only the answers and runs of their own attempts, so the user id filters below narrow the read, they are not
 * what keeps other members' data out.
 */

const PAGE = 1000;
/** At most this many answer rows are read for the topic table (about 200 full-length attempts). */
const MAX_ROWS = 20_000;

export interface SectionRunRow {
  section: string;
  startedAt: Date;
  submittedAt: Date | null;
}

/** The section runs of one of the member's attempts, in the order they were opened (none on one-clock tests). */
export async function readSectionRuns(client: TypedClient, attemptId: string): Promise<SectionRunRow[]> {
  const { data, error } = await client
    .from('mock_test_section_runs')
    .select('section, started_at, submitted_at')
    .eq('attempt_id', attemptId)
    .order('position');
  if (error) throw toDataError(error, 'Failed to load the section times');
  return data.map((r) => ({
    section: r.section,
    startedAt: new Date(r.started_at),
    submittedAt: r.submitted_at ? new Date(r.submitted_at) : null,
  }));
}

function toOutcome(value: string | null): QuestionOutcome {
  return value === 'correct' || value === 'incorrect' ? value : 'unattempted';
}

/** Accuracy and average time by topic over every question of the member's submitted attempts. */
export async function listTopicStats(client: TypedClient, userId: string): Promise<TopicAnalysis[]> {
  const rows: { topic: string | null; outcome: QuestionOutcome; seconds: number }[] = [];
  for (let from = 0; from < MAX_ROWS; from += PAGE) {
    const { data, error } = await client
      .from('mock_test_attempt_answers')
      .select(
        'attempt_id, question_id, outcome, time_spent_seconds, question:mock_test_questions(topic), attempt:mock_test_attempts!inner(user_id, status)',
      )
      .eq('attempt.user_id', userId)
      .eq('attempt.status', 'submitted')
      .order('attempt_id')
      .order('question_id')
      .range(from, from + PAGE - 1);
    if (error) throw toDataError(error, 'Failed to load your accuracy by topic');
    for (const r of data) {
      rows.push({ topic: r.question?.topic ?? null, outcome: toOutcome(r.outcome), seconds: r.time_spent_seconds });
    }
    if (data.length < PAGE) break;
  }
  return analyseTopics(rows);
}

export interface LoggedMiss {
  attemptId: string;
  questionId: string;
  questionNumber: number;
  section: string;
  topic: string | null;
  /** The question's opening, for the list (Markdown stripped to plain words). */
  excerpt: string;
  reason: MissReason;
  outcome: QuestionOutcome;
  testTitle: string;
  submittedAt: string | null;
}

function isMissReason(value: string | null): value is MissReason {
  return MISS_REASONS.some((r) => r === value);
}

/** Plain words from a Markdown question, cut to about `max` characters. */
export function excerptOf(markdown: string, max = 120): string {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** The error log: every question the member noted a reason for, newest attempt first, then in paper order. */
export async function listMissLog(client: TypedClient, userId: string): Promise<LoggedMiss[]> {
  const { data, error } = await client
    .from('mock_test_attempt_answers')
    .select(
      'attempt_id, question_id, miss_reason, outcome, question:mock_test_questions(question_number, section, topic, question_text), attempt:mock_test_attempts!inner(user_id, submitted_at, test:mock_tests(title))',
    )
    .eq('attempt.user_id', userId)
    .not('miss_reason', 'is', null)
    .limit(2000);
  if (error) throw toDataError(error, 'Failed to load your error log');
  return data
    .flatMap((r): LoggedMiss[] => {
      if (!isMissReason(r.miss_reason)) return [];
      return [
        {
          attemptId: r.attempt_id,
          questionId: r.question_id,
          questionNumber: r.question?.question_number ?? 0,
          section: r.question?.section ?? '',
          topic: r.question?.topic ?? null,
          excerpt: excerptOf(r.question?.question_text ?? ''),
          reason: r.miss_reason,
          outcome: toOutcome(r.outcome),
          testTitle: r.attempt.test?.title ?? 'A mock test no longer listed',
          submittedAt: r.attempt.submitted_at,
        },
      ];
    })
    .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? '') || a.questionNumber - b.questionNumber);
}
