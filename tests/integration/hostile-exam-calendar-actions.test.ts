import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examReminderActions } from '@/lib/exam-calendar/exam-calendar.handlers';
import { CALENDAR_EXAMS } from '@/lib/exam-calendar/types';
import { hostileInputFrom } from '../support/hostile-values';
import { checkAction, DEMO, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Issue 16, hostile input: the exam calendar's reminder actions answer any input with a success or a refusal a
// person can read, never a throw; signed out they refuse, and a member's toggles change only their own opt-ins.

let world: HostileWorld;

beforeAll(async () => {
  world = await startHostileWorld();
});
afterAll(async () => {
  await world?.stack.stop();
});

describe('exam reminders', () => {
  it("'examReminderActions.mine' and 'examReminderActions.set' answer hostile input", async () => {
    const actions = examReminderActions(world.chain);
    const mine = await checkAction(world, 'reminders mine', ['anon', 'member'], actions.mine, hostileInputFrom({}), 20);
    expect(mine.NOT_AUTHENTICATED).toBeGreaterThan(0);
    const set = await checkAction(
      world,
      'reminders set',
      ['anon', 'member'],
      actions.set,
      hostileInputFrom({ exam: 'cat', on: true }),
      50,
    );
    expect(set.NOT_AUTHENTICATED).toBeGreaterThan(0);
    const { rows } = await world.stack.db.query<{ exam: string; email: string }>(
      `select s.exam, p.email from public.exam_reminder_subscriptions s join public.profiles p on p.id = s.user_id`,
    );
    // Whatever was sent, only the signed-in member's own opt-ins exist, each a real exam.
    for (const row of rows) {
      expect(row.email).toBe(DEMO.member.email);
      expect(CALENDAR_EXAMS).toContain(row.exam);
    }
  });
});
