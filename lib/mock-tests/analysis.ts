import type { QuestionOutcome } from './scoring';

/*
 * What a result page and the profile's history compute from an attempt's rows: accuracy, time per section and
 * per question, accuracy by topic, the weakest topics and the score over time. Pure functions of data already
 * read, so they are tested without a database and the pages only lay out what comes back.
 */

/** Correct answers as a share of the questions answered, in % to one decimal; null when none was answered. */
export function accuracy(correct: number, incorrect: number): number | null {
  const attempted = correct + incorrect;
  return attempted === 0 ? null : Math.round((1000 * correct) / attempted) / 10;
}

/** A share in % to one decimal; null when the whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
}

/** "1 h 05 min", "12 min 30 s", "45 s": durations as people read them. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** An accuracy for people: "66.7%" or "—" when nothing was answered. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value}%`;
}

/** Marks to at most two decimals, without trailing zeros: "42", "-1.5". */
export function formatMarks(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export interface AnsweredQuestion {
  id: string;
  section: string;
  topic: string | null;
  outcome: QuestionOutcome;
  seconds: number;
}

export interface SectionRunTimes {
  section: string;
  startedAt: Date;
  /** When the run ended (its submission or its deadline, whichever came first); null when unknown. */
  endedAt: Date | null;
}

/**
 * When each section run ended: the first of its submission, its deadline (its minutes after opening) and the end
 * of the attempt. Sections without their own minutes (one-clock tests) end with the attempt.
 */
export function runTimes(
  sections: readonly { name: string; minutes: number | null }[],
  runs: readonly { section: string; startedAt: Date; submittedAt: Date | null }[],
  attemptEnd: Date,
): SectionRunTimes[] {
  return runs.map((run) => {
    const minutes = sections.find((s) => s.name === run.section)?.minutes ?? null;
    const ends = [attemptEnd.getTime()];
    if (run.submittedAt) ends.push(run.submittedAt.getTime());
    if (minutes !== null) ends.push(run.startedAt.getTime() + minutes * 60_000);
    return { section: run.section, startedAt: run.startedAt, endedAt: new Date(Math.min(...ends)) };
  });
}

export interface SectionAnalysis {
  name: string;
  questions: number;
  attempted: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  accuracy: number | null;
  /** Time in the section: its run from opening to end when the test timed sections, else time on its questions. */
  seconds: number;
  /**
   * Average seconds per attempted question: the time on the attempted questions where the test recorded it,
   * otherwise the section's time shared among them; null when none was attempted or no time is known.
   */
  secondsPerAttempt: number | null;
}

/**
 * One row per section in paper order. Time comes from the section's run where there is one (a CAT section lasts
 * from its opening to its end, whether or not a question was on screen); a test with one clock for all sections
 * has no runs, so its time per section is the time spent on that section's questions.
 */
export function analyseSections(
  sectionOrder: readonly string[],
  questions: readonly AnsweredQuestion[],
  runs: readonly SectionRunTimes[] = [],
): SectionAnalysis[] {
  return sectionOrder.map((name) => {
    const own = questions.filter((q) => q.section === name);
    const correct = own.filter((q) => q.outcome === 'correct').length;
    const incorrect = own.filter((q) => q.outcome === 'incorrect').length;
    const onQuestions = own.reduce((sum, q) => sum + q.seconds, 0);
    const run = runs.find((r) => r.section === name);
    const seconds =
      run?.endedAt && run.endedAt >= run.startedAt
        ? Math.round((run.endedAt.getTime() - run.startedAt.getTime()) / 1000)
        : onQuestions;
    return {
      name,
      questions: own.length,
      attempted: correct + incorrect,
      correct,
      incorrect,
      unattempted: own.length - correct - incorrect,
      accuracy: accuracy(correct, incorrect),
      seconds,
      secondsPerAttempt: attemptPace(own, seconds),
    };
  });
}

/**
 * Average seconds per attempted question, to the second: the time on the attempted questions where the test
 * recorded it, otherwise `clockSeconds` (the section's or the attempt's time) shared among them; null when none
 * was attempted or no time is known. One rule for a section's row and the whole attempt's.
 */
export function attemptPace(
  questions: readonly Pick<AnsweredQuestion, 'outcome' | 'seconds'>[],
  clockSeconds: number,
): number | null {
  const attempted = questions.filter((q) => q.outcome !== 'unattempted');
  const seconds = attempted.reduce((sum, q) => sum + q.seconds, 0) || clockSeconds;
  return attempted.length > 0 && seconds > 0 ? Math.round(seconds / attempted.length) : null;
}

export interface TopicAnalysis {
  topic: string;
  questions: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  accuracy: number | null;
  /** Average seconds on a question of the topic. */
  averageSeconds: number;
}

/** Accuracy and average time per topic, across whatever questions are given (one attempt or many). */
export function analyseTopics(questions: readonly Omit<AnsweredQuestion, 'id' | 'section'>[]): TopicAnalysis[] {
  const byTopic = new Map<string, { correct: number; incorrect: number; unattempted: number; seconds: number }>();
  for (const q of questions) {
    if (!q.topic) continue;
    const t = byTopic.get(q.topic) ?? { correct: 0, incorrect: 0, unattempted: 0, seconds: 0 };
    t[q.outcome] += 1;
    t.seconds += q.seconds;
    byTopic.set(q.topic, t);
  }
  return [...byTopic]
    .map(([topic, t]) => {
      const total = t.correct + t.incorrect + t.unattempted;
      return {
        topic,
        questions: total,
        correct: t.correct,
        incorrect: t.incorrect,
        unattempted: t.unattempted,
        accuracy: accuracy(t.correct, t.incorrect),
        averageSeconds: Math.round(t.seconds / total),
      };
    })
    .sort((a, b) => a.topic.localeCompare(b.topic));
}

/**
 * The topics to work on: those with at least one question answered wrongly or left out, lowest accuracy first (a
 * topic left out entirely counts as 0%), then the most questions missed. A topic with every question right is
 * never weak, however few it had.
 */
export function weakestTopics(topics: readonly TopicAnalysis[], limit = 3): TopicAnalysis[] {
  return topics
    .filter((t) => t.incorrect + t.unattempted > 0)
    .sort(
      (a, b) =>
        (a.accuracy ?? 0) - (b.accuracy ?? 0) ||
        b.incorrect + b.unattempted - (a.incorrect + a.unattempted) ||
        a.topic.localeCompare(b.topic),
    )
    .slice(0, limit);
}

export interface ScoredAttempt {
  id: string;
  testTitle: string;
  submittedAt: string | null;
  score: number | null;
  maxScore: number | null;
}

export interface ProgressPoint {
  id: string;
  date: string;
  testTitle: string;
  /** Score as a share of the maximum, in % to one decimal (negative when the score is). */
  percent: number;
}

/** Submitted attempts oldest first, each as its score's share of the maximum: the progress line's points. */
export function progressSeries(attempts: readonly ScoredAttempt[]): ProgressPoint[] {
  return attempts
    .flatMap((a) => {
      if (!a.submittedAt || a.score === null || !a.maxScore) return [];
      return [{ id: a.id, date: a.submittedAt, testTitle: a.testTitle, percent: Math.round((1000 * a.score) / a.maxScore) / 10 }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface Aggregate {
  attempts: number;
  averagePercent: number | null;
  bestPercent: number | null;
}

/** How many attempts were scored, their average and best score as % of the maximum. */
export function aggregate(points: readonly ProgressPoint[]): Aggregate {
  if (points.length === 0) return { attempts: 0, averagePercent: null, bestPercent: null };
  const sum = points.reduce((s, p) => s + p.percent, 0);
  return {
    attempts: points.length,
    averagePercent: Math.round((10 * sum) / points.length) / 10,
    bestPercent: Math.max(...points.map((p) => p.percent)),
  };
}

/** How many attempts a percentile comes from: "among 1,204 attempts". */
export function amongAttempts(attempts: number): string {
  return `among ${attempts.toLocaleString('en-IN')} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}
