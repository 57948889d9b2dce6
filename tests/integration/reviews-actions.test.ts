import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { reviewAdminActions } from '@/lib/reviews/reviews-admin.handlers';
import { HELD_MESSAGE, reviewActions } from '@/lib/reviews/reviews.handlers';
import { REVIEW_TEXT, startReviewsWorld, type Client, type Person, type ReviewsWorld } from './support/reviews';

// The server actions of verified reviews (issue 37) through the app's action chain: what a role may not do is
// refused by the action before any write (the database refuses it again, reviews-rls.test.ts), a member's form
// posts reach the database as the data layer expects, and the moderator's decisions are recorded.

let world: ReviewsWorld;
let member: Person;
let mod: Person;
let editor: Person;
let caller: Client;

const chain = () =>
  createActionChain({
    visitor: async () => ({ ip: '203.0.113.37', userAgent: 'integration' }),
    client: async () => caller,
    user: userFromClaims,
    report: () => undefined,
  });
const memberActions = (person: Person | 'anon') => {
  caller = person === 'anon' ? world.anon : person.client;
  return reviewActions(chain());
};
const adminActions = (person: Person) => {
  caller = person.client;
  return reviewAdminActions(chain());
};

const form = (collegeId: string, programId: string) => ({
  collegeId,
  programId,
  batch: '2025',
  body: REVIEW_TEXT,
  rating_placements: '4',
  rating_faculty: '5',
  rating_roi: '4',
  rating_campus_life: '3',
  rating_value: '4',
});

beforeAll(async () => {
  world = await startReviewsWorld();
  member = await world.person();
  mod = await world.person('community_mod');
  editor = await world.person('editor');
}, 120_000);
afterAll(() => world?.stack.stop());

describe('a member’s review form', () => {
  it('is held for moderation, and a second review of the same programme is refused with what to do', async () => {
    const college = await world.college();
    await world.tie(member.id, college.id);
    const first = await memberActions(member).submit(form(college.id, college.programId));
    expect(first).toMatchObject({ ok: true, data: { message: HELD_MESSAGE } });
    const again = await memberActions(member).submit(form(college.id, college.programId));
    expect(again).toMatchObject({ ok: false, code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed });
  });

  it('refuses a visitor, and a member without a tie, before writing anything', async () => {
    const college = await world.college();
    expect(await memberActions('anon').submit(form(college.id, college.programId))).toMatchObject({
      ok: false,
      code: 'NOT_AUTHENTICATED',
    });
    const stranger = await world.person();
    expect(await memberActions(stranger).submit(form(college.id, college.programId))).toMatchObject({
      ok: false,
      message: REVIEW_MESSAGES.noTie,
    });
    const { count } = await world.service
      .from('college_reviews')
      .select('id', { count: 'exact', head: true })
      .eq('college_id', college.id);
    expect(count).toBe(0);
  });

  it('refuses a short review by its field', async () => {
    const college = await world.college();
    const result = await memberActions(member).submit({ ...form(college.id, college.programId), body: 'Too short' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors?.body?.[0]).toMatch(/at least 200 characters/);
  });
});

describe('review moderation actions', () => {
  it('lets a community moderator approve and refuse with a reason, and refuses an editor', async () => {
    const college = await world.college();
    const author = await world.person();
    await world.tie(author.id, college.id);
    const reviewId = await world.review(author.id, college);

    expect(await adminActions(editor).decide({ decision: 'approve', reviewId })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: FORBIDDEN_MESSAGE,
    });
    expect(await adminActions(mod).decide({ decision: 'refuse', reviewId })).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(await adminActions(mod).decide({ decision: 'refuse', reviewId, reason: 'Names a classmate.' })).toMatchObject({
      ok: true,
    });
    const { data } = await world.service.from('college_reviews').select('status, moderation_note').eq('id', reviewId).single();
    expect(data).toEqual({ status: 'refused', moderation_note: 'Names a classmate.' });
  });

  it('refuses a moderator their own review with the message to show', async () => {
    const college = await world.college();
    await world.tie(mod.id, college.id);
    const reviewId = await world.review(mod.id, college);
    expect(await adminActions(mod).decide({ decision: 'approve', reviewId })).toMatchObject({
      ok: false,
      message: REVIEW_MESSAGES.ownReview,
    });
  });
});

describe('the e-mail domains editor', () => {
  it('lets an editor add and remove a domain, and refuses a community moderator', async () => {
    const college = await world.college();
    expect(await adminActions(mod).addDomain({ collegeId: college.id, domain: 'other.ac.in' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const added = await adminActions(editor).addDomain({ collegeId: college.id, domain: ' @Other.AC.in ' });
    expect(added).toMatchObject({ ok: true, data: { message: 'other.ac.in added.' } });
    expect(await adminActions(editor).addDomain({ collegeId: college.id, domain: 'gmail.com' })).toMatchObject({ ok: false });
    if (!added.ok) return;
    expect(await adminActions(mod).removeDomain({ id: added.data.id, collegeId: college.id })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await adminActions(editor).removeDomain({ id: added.data.id, collegeId: college.id })).toMatchObject({ ok: true });
  });
});
