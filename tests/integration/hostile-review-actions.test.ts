import { afterAll, beforeAll, describe, it } from 'vitest';
import { reviewAdminActions } from '@/lib/reviews/reviews-admin.handlers';
import { reviewActions } from '@/lib/reviews/reviews.handlers';
import { hostileFormFrom } from '../support/hostile-values';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 37, hostile input: every verified-review action answers any input with a success or a refusal a person
// can read, for the roles that may call it and for the ones that must be refused first.

let world: HostileWorld;
let collegeId: string;
beforeAll(async () => {
  world = await startHostileWorld();
  const { rows } = await world.stack.db.query<{ id: string }>('select id::text from public.colleges limit 1');
  collegeId = rows[0].id;
}, 120_000);
afterAll(() => world?.stack.stop());

const MEMBERS: Caller[] = ['member', 'member', 'anon'];
const STAFF: Caller[] = ['super_admin', 'super_admin', 'editor', 'member', 'anon'];
const RUNS = 12;
const SOME_ID = '3f2a9c1e-0000-4000-8000-000000000037';

describe('a member’s review actions', () => {
  it("'reviewActions.requestLink', 'reviewActions.confirmLink', 'reviewActions.submitDocument' and 'reviewActions.withdrawDocument'", async () => {
    const actions = reviewActions(world.chain);
    await checkAction(
      world,
      'reviews.request_link',
      MEMBERS,
      actions.requestLink,
      hostileFormFrom({ collegeId, kind: 'student', email: 'a@example.ac.in' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.confirm_link',
      MEMBERS,
      actions.confirmLink,
      hostileFormFrom({ token: 'A'.repeat(43) }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.submit_document',
      MEMBERS,
      actions.submitDocument,
      hostileFormFrom({ collegeId, kind: 'student', documentKind: 'id_card' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.withdraw_document',
      MEMBERS,
      actions.withdrawDocument,
      hostileFormFrom({ checkId: SOME_ID }),
      RUNS,
    );
  });

  it("'reviewActions.submit', 'reviewActions.edit', 'reviewActions.remove' and 'reviewActions.report'", async () => {
    const actions = reviewActions(world.chain);
    const review = {
      collegeId,
      programId: SOME_ID,
      batch: '2025',
      body: 'x'.repeat(210),
      rating_placements: '4',
      rating_faculty: '4',
      rating_roi: '4',
      rating_campus_life: '4',
      rating_value: '4',
    };
    await checkAction(world, 'reviews.submit', MEMBERS, actions.submit, hostileFormFrom(review), RUNS);
    await checkAction(world, 'reviews.edit', MEMBERS, actions.edit, hostileFormFrom({ ...review, reviewId: SOME_ID }), RUNS);
    await checkAction(world, 'reviews.delete_own', MEMBERS, actions.remove, hostileFormFrom({ reviewId: SOME_ID }), RUNS);
    await checkAction(
      world,
      'reviews.report',
      MEMBERS,
      actions.report,
      hostileFormFrom({ reviewId: SOME_ID, reason: 'spam', note: '' }),
      RUNS,
    );
  });
});

describe('the back office’s review actions', () => {
  it("'reviewAdminActions.decide', 'reviewAdminActions.remove', 'reviewAdminActions.decideDocument' and 'reviewAdminActions.removeDocument'", async () => {
    const actions = reviewAdminActions(world.chain);
    await checkAction(
      world,
      'reviews.decide',
      STAFF,
      actions.decide,
      hostileFormFrom({ decision: 'refuse', reviewId: SOME_ID, reason: 'Off topic' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.delete',
      STAFF,
      actions.remove,
      hostileFormFrom({ reviewId: SOME_ID, reason: 'Spam' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.decide_document',
      STAFF,
      actions.decideDocument,
      hostileFormFrom({ decision: 'refused', checkId: SOME_ID, reason: 'Blurred' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.remove_document',
      STAFF,
      actions.removeDocument,
      hostileFormFrom({ checkId: SOME_ID }),
      RUNS,
    );
  });

  it("'reviewAdminActions.decideReport', 'reviewAdminActions.hideReported', 'reviewAdminActions.addDomain' and 'reviewAdminActions.removeDomain'", async () => {
    const actions = reviewAdminActions(world.chain);
    await checkAction(
      world,
      'reviews.decide_report',
      STAFF,
      actions.decideReport,
      hostileFormFrom({ reportId: SOME_ID, decision: 'dismissed' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.hide_reported',
      STAFF,
      actions.hideReported,
      hostileFormFrom({ reportId: SOME_ID, reviewId: SOME_ID, reason: 'Abuse' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.add_domain',
      STAFF,
      actions.addDomain,
      hostileFormFrom({ collegeId, domain: 'hostile.ac.in' }),
      RUNS,
    );
    await checkAction(
      world,
      'reviews.remove_domain',
      STAFF,
      actions.removeDomain,
      hostileFormFrom({ id: SOME_ID, collegeId }),
      RUNS,
    );
  });
});
