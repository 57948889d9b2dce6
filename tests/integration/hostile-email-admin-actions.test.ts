import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxAdminActions } from '@/lib/email/outbox-admin.handlers';
import { hostileFormFrom, hostileFreshFormFrom, hostileInputFrom } from '../support/hostile-values';
import { uniq } from './support/enquiries';
import { checkAction, startHostileWorld, type HostileWorld } from './support/hostile-stack';

// Issue 35, hostile input: the actions of /admin/email answer any input with a success or a refusal a person can
// read — for the super admin, who reaches the handlers and the database functions, and for an editor, a
// counsellor, a member and a visitor, who must be refused before any database call.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS = ['super_admin', 'super_admin', 'super_admin', 'editor', 'counselor', 'member', 'anon'] as const;
const RUNS = 30;

async function failedMessage(): Promise<string> {
  const { rows } = await world.stack.db.query<{ id: string }>(
    `insert into private.email_outbox (kind, to_email, subject, text, status, attempts, last_error)
     values ('lead_assigned', $1, 'Hostile retry', 'Body', 'failed', 8, '550 mailbox unavailable') returning id`,
    [`${uniq('retry')}@hostile.test`],
  );
  return rows[0].id;
}

describe('the e-mail back office', () => {
  it("'outboxAdminActions.retry'", async () => {
    const tally = await checkAction(
      world,
      'email.retry',
      [...CALLERS],
      outboxAdminActions(world.chain).retry,
      hostileInputFrom({ id: await failedMessage() }),
      RUNS,
    );
    expect(tally.FORBIDDEN, JSON.stringify(tally)).toBeGreaterThan(0);
  });

  it("'outboxAdminActions.suppress' and 'outboxAdminActions.unsuppress'", async () => {
    const actions = outboxAdminActions(world.chain);
    const form = () => ({ email: `${uniq('blocked')}@hostile.test`, note: 'Asked by phone' });
    const suppressed = await checkAction(
      world,
      'email.suppress',
      [...CALLERS],
      actions.suppress,
      hostileFreshFormFrom(form),
      RUNS,
    );
    expect(suppressed.ok, JSON.stringify(suppressed)).toBeGreaterThan(0);
    const email = `${uniq('listed')}@hostile.test`;
    world.as('super_admin');
    expect((await actions.suppress({ email })).ok).toBe(true);
    await checkAction(world, 'email.unsuppress', [...CALLERS], actions.unsuppress, hostileFormFrom({ email }), RUNS);
  });
});
