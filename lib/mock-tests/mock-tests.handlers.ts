import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import {
  saveAnswer,
  settledAttempt,
  startAttempt,
  startSection,
  submitAttempt,
  submitSection,
} from '@/lib/data/mock-tests/attempts';
import { logMiss, MISS_REASONS } from '@/lib/data/mock-tests/results';
import type { TypedClient } from '@/lib/supabase/types';
import { attemptClock, type AttemptClock } from './clock';

/*
 * The candidate's side of a mock test as server actions. Each runs as the signed-in member (the chain refuses
 * anyone else) with the member's own client: lib/data/mock-tests/attempts.ts calls the database's attempt functions, which
 * check that the attempt is theirs and that the clock and the section rules allow it. Nothing the browser sends is
 * trusted beyond which question and which answer: times come from the database, and so does the score.
 */

const attemptId = z.uuid({ message: 'This attempt does not exist.' });
const sectionName = z.string().trim().min(1, 'Choose a section.').max(100);

export const startAttemptInput = z.object({ slug: z.string().trim().min(1).max(200) });
export const sectionInput = z.object({ attemptId, section: sectionName });
export const saveAnswerInput = z.object({
  attemptId,
  questionId: z.uuid({ message: 'This question does not exist.' }),
  answer: z
    .string()
    .trim()
    .max(50, 'An answer is at most 50 characters.')
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  marked: z.boolean(),
  // Time on the question since its last save, as the browser measured it; capped so a sleeping tab adds little.
  seconds: z.number().int().min(0).max(3600),
});
export const attemptInput = z.object({ attemptId });
export const missInput = z.object({
  attemptId,
  questionId: z.uuid(),
  reason: z.enum(MISS_REASONS).nullable(),
});

/** Enough answers per minute for a fast candidate clicking through options, not for a script. */
const SAVE_LIMIT = { max: 600, windowSeconds: 600 };

async function clockOf(client: TypedClient, userId: string, id: string): Promise<AttemptClock> {
  const { state, paper } = await settledAttempt(client, userId, id);
  return attemptClock(paper, state, new Date());
}

export function mockTestActions(chain: ActionChain) {
  return {
    start: chain.memberAction(
      {
        name: 'mock_test.start',
        input: startAttemptInput,
        failureMessage: 'Failed to start the test',
        rateLimit: { max: 30, windowSeconds: 600 },
      },
      async ({ slug }, { client }) => ({ attemptId: await startAttempt(client, slug) }),
    ),
    startSection: chain.memberAction(
      { name: 'mock_test.start_section', input: sectionInput, failureMessage: 'Failed to open the section' },
      async ({ attemptId: id, section }, { user, client }) => {
        await startSection(client, id, section);
        return clockOf(client, user.id, id);
      },
    ),
    save: chain.memberAction(
      { name: 'mock_test.save', input: saveAnswerInput, failureMessage: 'Failed to save your answer', rateLimit: SAVE_LIMIT },
      async ({ attemptId: id, ...answer }, { user, client }) => {
        await saveAnswer(client, id, answer);
        return clockOf(client, user.id, id);
      },
    ),
    submitSection: chain.memberAction(
      { name: 'mock_test.submit_section', input: sectionInput, failureMessage: 'Failed to submit the section' },
      async ({ attemptId: id, section }, { user, client }) => {
        await submitSection(client, id, section);
        return clockOf(client, user.id, id);
      },
    ),
    submit: chain.memberAction(
      { name: 'mock_test.submit', input: attemptInput, failureMessage: 'Failed to submit the test' },
      async ({ attemptId: id }, { user, client }) => {
        await submitAttempt(client, id);
        return clockOf(client, user.id, id);
      },
    ),
    /** Where the attempt stands now (the page polls it when a section's time runs out). */
    clock: chain.memberAction(
      { name: 'mock_test.clock', input: attemptInput, failureMessage: 'Failed to load the test' },
      async ({ attemptId: id }, { user, client }) => clockOf(client, user.id, id),
    ),
    logMiss: chain.memberAction(
      { name: 'mock_test.log_miss', input: missInput, failureMessage: 'Failed to save your note' },
      async ({ attemptId: id, questionId, reason }, { client }) => logMiss(client, id, questionId, reason),
    ),
  };
}
