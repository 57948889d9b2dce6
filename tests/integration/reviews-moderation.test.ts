import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideReview,
  decideReviewReport,
  deleteReviewAsModerator,
  listReviewModerationEvents,
  listReviewReports,
  listReviewsForModeration,
  revokeReviewTie,
} from '@/lib/data/reviews/moderation';
import { readPublishedReviews } from '@/lib/data/reviews/public';
import { deleteOwnReview, editReview, listMyReviews, reportReview, submitReview } from '@/lib/data/reviews/reviews';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { reviewInput, type ReviewValues } from '@/lib/reviews/review-input';
import { refusal } from './support/community';
import { REVIEW_TEXT, startReviewsWorld, type Person, type ReviewsWorld, type TestCollege } from './support/reviews';

// Verified reviews through lib/data and supabase-js (20261205000200_college_reviews.sql): only a member with a tie
// writes one, once per college and programme; it is held until a review moderator (community_mod, super_admin)
// publishes it; moderators refuse, hide, restore and delete with reasons, all recorded; the author's edit sends it
// back for moderation; readers report published reviews.

let world: ReviewsWorld;
let reader: Person;
let counselor: Person;
let editor: Person;
let moderator: Person;
let superAdmin: Person;

beforeAll(async () => {
  world = await startReviewsWorld();
  [reader, counselor, editor, moderator, superAdmin] = await Promise.all([
    world.person(),
    world.person('counselor'),
    world.person('editor'),
    world.person('community_mod'),
    world.person('super_admin'),
  ]);
}, 120_000);
afterAll(() => world?.stack.stop());

const values = (college: TestCollege, extra: Partial<ReviewValues> = {}): ReviewValues =>
  reviewInput.parse({
    collegeId: college.id,
    programId: college.programId,
    batch: '2025',
    ratings: { placements: 4, faculty: 5, roi: 3, campus_life: 4, value: 4 },
    body: REVIEW_TEXT,
    ...extra,
  });

/** A new member with a tie to a new college, and their pending review of it. */
async function pendingReview(kind: 'student' | 'alumnus' = 'alumnus') {
  const [author, college] = await Promise.all([world.person(), world.college()]);
  await world.tie(author.id, college.id, kind);
  const review = await submitReview(author.client, author.id, values(college));
  return { author, college, review };
}

const publicIds = async (collegeId: string) => (await readPublishedReviews(world.anon, collegeId)).reviews.map((r) => r.id);
const recorded = async (reviewId: string) =>
  (await listReviewModerationEvents(superAdmin.client, { reviewId })).reverse().map((e) => [e.action, e.reason]);

describe('writing a review', () => {
  it('is refused without a tie to the college', async () => {
    const [author, college] = await Promise.all([world.person(), world.college()]);
    expect(await refusal(submitReview(author.client, author.id, values(college)))).toBe(REVIEW_MESSAGES.noTie);
    const elsewhere = await world.college();
    await world.tie(author.id, elsewhere.id);
    expect(await refusal(submitReview(author.client, author.id, values(college)))).toBe(REVIEW_MESSAGES.noTie);
  });

  it("holds it as pending: the author and moderators see it, the public doesn't", async () => {
    const { author, college, review } = await pendingReview();
    expect(review).toMatchObject({ status: 'pending', programme: 'PGDM', batch: '2025', publishedAt: null });
    expect((await listMyReviews(author.client, author.id)).map((r) => r.id)).toEqual([review.id]);
    expect((await listReviewsForModeration(moderator.client)).map((r) => r.id)).toContain(review.id);
    expect(await publicIds(college.id)).toEqual([]);
    expect(await readPublishedReviews(reader.client, college.id)).toEqual({ reviews: [], total: 0 });
  });

  it('takes one review per member, college and programme', async () => {
    const { author, college } = await pendingReview();
    expect(await refusal(submitReview(author.client, author.id, values(college, { batch: '2024' })))).toBe(
      REVIEW_MESSAGES.alreadyReviewed,
    );
    const second = await submitReview(author.client, author.id, values(college, { programId: college.otherProgramId }));
    expect(second.programme).toBe('PGDM (Executive)');
  });

  it("refuses a programme of another college, and a member's attempt to publish their own", async () => {
    const [author, college, other] = await Promise.all([world.person(), world.college(), world.college()]);
    await world.tie(author.id, college.id);
    expect(await refusal(submitReview(author.client, author.id, values(college, { programId: other.programId })))).toBe(
      REVIEW_MESSAGES.wrongProgramme,
    );
    const forged = await author.client
      .from('college_reviews')
      .insert({
        ...{ author_id: author.id, college_id: college.id, program_id: college.programId, batch: '2025', body: REVIEW_TEXT },
        rating_placements: 5,
        rating_faculty: 5,
        rating_roi: 5,
        rating_campus_life: 5,
        rating_value: 5,
        status: 'published',
      })
      .select('id');
    expect(forged.error?.code).toBe('42501');
  });

  it('refuses text under 200 characters and a batch that is not a graduation year, in the database too', async () => {
    const { author, college } = await pendingReview();
    expect(reviewInput.safeParse({ ...values(college), body: 'Too short.' }).success).toBe(false);
    expect(reviewInput.safeParse({ ...values(college), batch: '2024–26' }).success).toBe(false);
    const short = await author.client
      .from('college_reviews')
      .update({ body: 'Too short.' })
      .eq('author_id', author.id)
      .select('id');
    expect(short.error?.code).toBe('23514');
    const batch = await author.client
      .from('college_reviews')
      .update({ batch: '2024-26' })
      .eq('author_id', author.id)
      .select('id');
    expect(batch.error?.code).toBe('23514');
  });
});

describe('moderating a review', () => {
  it('publishes an approved review with its badge, and nothing that names the reviewer', async () => {
    const { author, college, review } = await pendingReview('alumnus');
    await decideReview(moderator.client, review.id, 'approve');
    const { reviews, total } = await readPublishedReviews(world.anon, college.id);
    expect(total).toBe(1);
    expect(reviews[0]).toMatchObject({
      id: review.id,
      programme: 'PGDM',
      reviewerKind: 'alumnus',
      verificationMethod: 'document',
      ratings: { placements: 4, faculty: 5, roi: 3, campus_life: 4, value: 4 },
    });
    expect(reviews[0].verifiedMonth).toMatch(/^\d{4}-\d{2}-01$/);
    const { data } = await world.anon.from('published_college_reviews').select('*').eq('id', review.id).single();
    expect(Object.keys(data!)).not.toEqual(expect.arrayContaining(['author_id']));
    expect(JSON.stringify(data)).not.toContain(author.id);
    expect(JSON.stringify(data)).not.toContain(author.email);
    expect(await recorded(review.id)).toEqual([['approve', null]]);
  });

  it('refuses with a reason the author reads, and never without one', async () => {
    const { author, college, review } = await pendingReview();
    expect(await refusal(decideReview(moderator.client, review.id, 'refuse'))).toBe(REVIEW_MESSAGES.reasonRequired);
    await decideReview(moderator.client, review.id, 'refuse', 'Names a classmate');
    const [mine] = await listMyReviews(author.client, author.id);
    expect(mine).toMatchObject({ status: 'refused', moderationNote: 'Names a classmate' });
    expect(await publicIds(college.id)).toEqual([]);
    expect(await recorded(review.id)).toEqual([['refuse', 'Names a classmate']]);
  });

  it('hides a published review with a reason and restores it with its date', async () => {
    const { college, review } = await pendingReview();
    await decideReview(superAdmin.client, review.id, 'approve');
    const [published] = (await readPublishedReviews(world.anon, college.id)).reviews;
    expect(await refusal(decideReview(moderator.client, review.id, 'hide'))).toBe(REVIEW_MESSAGES.reasonRequired);
    await decideReview(moderator.client, review.id, 'hide', 'Reported as fake; checking');
    expect(await publicIds(college.id)).toEqual([]);
    await decideReview(moderator.client, review.id, 'restore');
    const [restored] = (await readPublishedReviews(world.anon, college.id)).reviews;
    expect(restored.publishedAt).toBe(published.publishedAt);
    expect(await recorded(review.id)).toEqual([
      ['approve', null],
      ['hide', 'Reported as fake; checking'],
      ['restore', null],
    ]);
  });

  it('deletes a review with the reason on record', async () => {
    const { author, review } = await pendingReview();
    await deleteReviewAsModerator(moderator.client, review.id, 'Duplicate of another account');
    expect(await listMyReviews(author.client, author.id)).toEqual([]);
    expect(await recorded(review.id)).toEqual([['delete', 'Duplicate of another account']]);
  });

  it('is refused to members, counsellors and editors, and to a moderator for their own review', async () => {
    const { review } = await pendingReview();
    for (const person of [reader, counselor, editor]) {
      expect(await refusal(decideReview(person.client, review.id, 'approve'))).toBe(REVIEW_MESSAGES.notModerator);
      expect(await refusal(deleteReviewAsModerator(person.client, review.id, 'Spam'))).toBe(REVIEW_MESSAGES.notModerator);
      expect(await listReviewsForModeration(person.client)).toEqual([]);
    }
    const college = await world.college();
    await world.tie(moderator.id, college.id);
    const own = await submitReview(moderator.client, moderator.id, values(college));
    expect(await refusal(decideReview(moderator.client, own.id, 'approve'))).toBe(REVIEW_MESSAGES.ownReview);
    expect((await listMyReviews(moderator.client, moderator.id))[0].status).toBe('pending');
  });

  it('never rewrites the review, nor sends it back to pending', async () => {
    const { review } = await pendingReview();
    const rewrite = await moderator.client
      .from('college_reviews')
      .update({ body: `${REVIEW_TEXT} (edited)` })
      .eq('id', review.id);
    expect(rewrite.error?.code).toBe('42501');
    await decideReview(moderator.client, review.id, 'approve');
    const back = await moderator.client.from('college_reviews').update({ status: 'pending' }).eq('id', review.id);
    expect(back.error?.code).toBe('22023');
  });

  it('takes a review off the public pages when its tie is withdrawn', async () => {
    const { author, college, review } = await pendingReview();
    await decideReview(moderator.client, review.id, 'approve');
    expect(await publicIds(college.id)).toEqual([review.id]);
    const [{ id: tieId }] = (await world.service.from('review_ties').select('id').eq('user_id', author.id)).data!;
    await revokeReviewTie(moderator.client, tieId, 'The card was forged');
    expect(await publicIds(college.id)).toEqual([]);
  });
});

describe("the author's own review", () => {
  it('goes back to pending when edited, off the public pages until approved again', async () => {
    const { author, college, review } = await pendingReview();
    await decideReview(moderator.client, review.id, 'approve');
    const edited = await editReview(author.client, author.id, {
      reviewId: review.id,
      ...values(college, { programId: college.otherProgramId, batch: '2026' }),
    });
    expect(edited).toMatchObject({ status: 'pending', programme: 'PGDM (Executive)', batch: '2026', publishedAt: null });
    expect(edited.editedAt).not.toBeNull();
    expect(await publicIds(college.id)).toEqual([]);
    await decideReview(moderator.client, review.id, 'approve');
    expect(await publicIds(college.id)).toEqual([review.id]);
    expect((await recorded(review.id)).map(([action]) => action)).toEqual(['approve', 'resubmit', 'approve']);
  });

  it('clears the reason of a refusal once the author edits it', async () => {
    const { author, college, review } = await pendingReview();
    await decideReview(moderator.client, review.id, 'refuse', 'Please leave out names');
    const edited = await editReview(author.client, author.id, {
      reviewId: review.id,
      ...values(college, { body: REVIEW_TEXT.replace('excellent', 'very good') }),
    });
    expect(edited).toMatchObject({ status: 'pending', moderationNote: null });
    expect((await recorded(review.id)).map(([action]) => action)).toEqual(['refuse', 'resubmit']);
  });

  it('is deleted by its author, and changed or deleted by no other member', async () => {
    const { author, college, review } = await pendingReview();
    expect(await refusal(editReview(reader.client, reader.id, { reviewId: review.id, ...values(college) }))).toBe(
      REVIEW_MESSAGES.notYours,
    );
    expect(await refusal(deleteOwnReview(reader.client, reader.id, review.id))).toBe(REVIEW_MESSAGES.notYours);
    const statusChange = await author.client.from('college_reviews').update({ status: 'published' }).eq('id', review.id);
    expect(statusChange.error?.code).toBe('42501');
    await deleteOwnReview(author.client, author.id, review.id);
    expect(await listMyReviews(author.client, author.id)).toEqual([]);
    // The author's own delete is not moderation.
    expect(await recorded(review.id)).toEqual([]);
  });
});

describe('reports', () => {
  it('are made once per reader on a published review, and worked by review moderators, on record', async () => {
    const { review } = await pendingReview();
    expect(await refusal(reportReview(reader.client, reader.id, { reviewId: review.id, reason: 'fake', note: null }))).toBe(
      REVIEW_MESSAGES.reviewGone,
    );
    await decideReview(moderator.client, review.id, 'approve');
    expect(
      await reportReview(reader.client, reader.id, { reviewId: review.id, reason: 'fake', note: 'Same text elsewhere' }),
    ).toBe(true);
    expect(await reportReview(reader.client, reader.id, { reviewId: review.id, reason: 'spam', note: null })).toBe(false);
    expect(
      await reportReview(world.anon, reader.id, { reviewId: review.id, reason: 'spam', note: null }).catch(() => 'refused'),
    ).toBe('refused');

    for (const person of [counselor, editor]) expect(await listReviewReports(person.client)).toEqual([]);
    const [queued] = (await listReviewReports(moderator.client)).filter((r) => r.reviewId === review.id);
    expect(queued).toMatchObject({
      reason: 'fake',
      details: 'Same text elsewhere',
      review: expect.objectContaining({ id: review.id }),
    });
    expect(await refusal(decideReviewReport(editor.client, queued.id, 'resolved'))).toBe(REVIEW_MESSAGES.notModerator);
    await decideReviewReport(moderator.client, queued.id, 'resolved');
    expect((await recorded(review.id)).map(([action]) => action)).toEqual(['approve', 'resolve_report']);
  });
});

describe('the moderation record', () => {
  it('is read by review moderators only, and rewritten by nobody', async () => {
    const { review } = await pendingReview();
    await decideReview(moderator.client, review.id, 'refuse', 'Advertising');
    for (const person of [reader, counselor, editor]) {
      const { data } = await person.client.from('review_moderation_events').select('id').eq('review_id', review.id);
      expect(data ?? []).toEqual([]);
    }
    const rewrite = await superAdmin.client
      .from('review_moderation_events')
      .update({ reason: 'Rewritten' })
      .eq('review_id', review.id);
    expect(rewrite.error?.code).toBe('42501');
    const erase = await world.service.from('review_moderation_events').delete().eq('review_id', review.id);
    expect(erase.error?.code).toBe('42501');
    expect(await recorded(review.id)).toEqual([['refuse', 'Advertising']]);
  });
});
