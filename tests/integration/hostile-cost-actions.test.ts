import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livingCostActions } from '@/lib/cost/living-costs.handlers';
import { hostileFormFrom, hostileInputFrom } from '../support/hostile-values';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 37, hostile input: the back office's living estimates and loan defaults answer any input with a success or
// a refusal a person can read — for the editor, who reaches the handlers, and for a visitor, a member and a
// counsellor, who must be refused first.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS: Caller[] = ['editor', 'editor', 'editor', 'anon', 'member', 'counselor'];

const estimateForm = (): Record<string, string> => ({
  city: `Hostilepur ${Date.now().toString(36)}`,
  monthly_amount: '18000',
  covers_rent: 'on',
  covers_food: 'on',
  source_url: 'https://example.org/living',
  as_of: '2025-01-01',
  note: '',
});

const loanForm = (): Record<string, string> => ({
  rate_percent: '11.15',
  tenure_years: '15',
  grace_months: '12',
  rate_source_url: 'https://sbi.co.in/web/interest-rates',
  tenure_source_url: 'https://www.ndtv.com/business/sbi-education-loan',
  as_of: '2024-05-01',
  note: '',
});

describe('living estimates and loan defaults', () => {
  it("'livingCostActions.saveEstimate', 'livingCostActions.deleteEstimate' and 'livingCostActions.saveLoanDefaults'", async () => {
    const actions = livingCostActions(world.chain);
    const created = await checkAction(
      world,
      'living.save (new)',
      CALLERS,
      actions.saveEstimate,
      hostileFormFrom(estimateForm()),
      40,
    );
    expect(created.ok, JSON.stringify(created)).toBeGreaterThan(0);

    world.as('editor');
    const first = await actions.saveEstimate({ ...estimateForm(), city: 'Hostile edit city' });
    if (!first.ok || !first.data.id) throw new Error(JSON.stringify(first));
    const id = first.data.id;
    await checkAction(world, 'living.save (edit)', CALLERS, actions.saveEstimate, hostileFormFrom({ ...estimateForm(), id }), 40);
    await checkAction(world, 'living.delete', CALLERS, actions.deleteEstimate, hostileInputFrom({ id }), 20);
    await checkAction(world, 'loan.save', CALLERS, actions.saveLoanDefaults, hostileFormFrom(loanForm()), 40);
  }, 120_000);
});
