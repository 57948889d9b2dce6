'use server';

import { actionChain } from '@/lib/actions/next';
import { mockTestActions } from '@/lib/mock-tests/mock-tests.handlers';

/*
 * The candidate's side of mock tests. Each action runs as the signed-in member, with their own client, through
 * the database's attempt functions, which check the attempt is theirs and the clock allows it.
 */
const actions = mockTestActions(actionChain);

export async function startMockTest(input: unknown) {
  return actions.start(input);
}
export async function startMockTestSection(input: unknown) {
  return actions.startSection(input);
}
export async function saveMockTestAnswer(input: unknown) {
  return actions.save(input);
}
export async function submitMockTestSection(input: unknown) {
  return actions.submitSection(input);
}
export async function submitMockTest(input: unknown) {
  return actions.submit(input);
}
export async function readMockTestClock(input: unknown) {
  return actions.clock(input);
}
export async function logMockTestMiss(input: unknown) {
  return actions.logMiss(input);
}
