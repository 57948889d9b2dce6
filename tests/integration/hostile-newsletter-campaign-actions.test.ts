import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterCampaignActions } from '@/lib/newsletter/campaign-admin.handlers';
import { hostileFormFrom, hostileFreshFormFrom, hostileInputFrom, MARKUP } from '../support/hostile-values';
import { uniq } from './support/enquiries';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 35, hostile input: the newsletter campaign actions of /admin/newsletter answer any input with a success or
// a refusal a person can read — for the editor, who reaches the handlers (and the send functions), and for a
// visitor, a member and a counsellor, who must be refused first.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS: Caller[] = ['editor', 'editor', 'editor', 'anon', 'member', 'counselor'];
const RUNS = 30;

const form = () => ({
  subject: uniq('Hostile campaign'),
  body: '## Heading\n\nA paragraph with a [link](https://example.org) and a list:\n\n- one\n- two',
});

async function draftId(): Promise<string> {
  world.as('editor');
  const result = await newsletterCampaignActions(world.chain).create(form());
  if (!result.ok || !result.data.id) throw new Error(`could not create a draft to aim at: ${JSON.stringify(result)}`);
  return result.data.id;
}

describe('newsletter campaigns from the back office', () => {
  it("'newsletterCampaignActions.create', 'newsletterCampaignActions.update' and 'newsletterCampaignActions.remove'", async () => {
    const actions = newsletterCampaignActions(world.chain);
    const created = await checkAction(world, 'campaign.create', CALLERS, actions.create, hostileFreshFormFrom(form), RUNS);
    expect(created.ok, JSON.stringify(created)).toBeGreaterThan(0);
    expect(created.FORBIDDEN, JSON.stringify(created)).toBeGreaterThan(0);
    const id = await draftId();
    await checkAction(world, 'campaign.update', CALLERS, actions.update, hostileFormFrom({ ...form(), id }), RUNS);
    await checkAction(world, 'campaign.remove', CALLERS, actions.remove, hostileInputFrom({ id }), 15);
  });

  it("'newsletterCampaignActions.sendTest' and 'newsletterCampaignActions.send'", async () => {
    const actions = newsletterCampaignActions(world.chain);
    // Tests are limited to 20 an hour per person: the limit's refusal is an answer too.
    await checkAction(
      world,
      'campaign.sendTest',
      CALLERS,
      actions.sendTest,
      hostileFormFrom({ ...form(), id: await draftId() }),
      RUNS,
    );
    // The first valid send as the editor queues the campaign; every later one is "sent already".
    const sent = await checkAction(
      world,
      'campaign.send',
      CALLERS,
      actions.send,
      hostileInputFrom({ id: await draftId() }),
      RUNS,
    );
    expect((sent.ok ?? 0) <= 1, JSON.stringify(sent)).toBe(true);
  });

  it('stores the markup an editor typed as that text, for the e-mail renderer to sanitise', async () => {
    world.as('editor');
    const subject = `${MARKUP[0]} ${uniq('s')}`;
    const body = MARKUP.join('\n');
    const result = await newsletterCampaignActions(world.chain).create({ subject, body });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const { rows } = await world.stack.db.query('select subject, body from public.newsletter_campaigns where subject = $1', [
      subject,
    ]);
    expect(rows).toEqual([{ subject, body }]);
  });
});
