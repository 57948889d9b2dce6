import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCollegeRatings, readPublishedReviews, readRatingTotals } from '@/lib/data/reviews/public';
import { collegeRatings, MIN_BATCH_REVIEWS, type ReviewRatings } from '@/lib/reviews/ratings';
import { startReviewsWorld, type ReviewsWorld, type TestCollege } from './support/reviews';

// A batch's own figures only once three published reviews share it (MIN_BATCH_REVIEWS), enforced by the database
// (public.college_review_ratings and public.published_college_reviews, 20261205000200_college_reviews.sql): with
// two, neither the batch's totals nor the batch of either review is returned to anyone. The college's overall
// totals count every published review, and lib/reviews/ratings.ts turns the totals into the same Bayesian
// averages it computes from the reviews themselves.

let world: ReviewsWorld;

beforeAll(async () => {
  world = await startReviewsWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

type Ratings = [placements: number, faculty: number, roi: number, campusLife: number, value: number];

/** A published review by a new member with a tie, with these ratings, in this batch. */
async function published(college: TestCollege, batch: string, [p, f, r, c, v]: Ratings, status = 'published') {
  const author = await world.person();
  await world.tie(author.id, college.id);
  return world.review(author.id, college, {
    batch,
    status,
    rating_placements: p,
    rating_faculty: f,
    rating_roi: r,
    rating_campus_life: c,
    rating_value: v,
  });
}

/** '2025: 3', 'all: 5': which rows the totals have, in order. */
const rowsOf = (totals: { batch: string | null; reviews: number }[]) =>
  totals.map((t) => `${t.batch ?? 'all'}: ${t.reviews}`).sort();

const asReview = (batch: string, [placements, faculty, roi, campus_life, value]: Ratings): ReviewRatings => ({
  batch,
  ratings: { placements, faculty, roi, campus_life, value },
});

describe('a batch of the college', () => {
  it(`shows no figures and no batch with ${MIN_BATCH_REVIEWS - 1} published reviews, and both with ${MIN_BATCH_REVIEWS}`, async () => {
    expect(MIN_BATCH_REVIEWS).toBe(3);
    const college = await world.college();
    const small: Ratings[] = [
      [5, 5, 5, 5, 5],
      [1, 2, 1, 2, 1],
    ];
    const large: Ratings[] = [
      [4, 4, 3, 5, 4],
      [3, 4, 4, 4, 3],
      [5, 3, 4, 3, 4],
    ];
    for (const r of small) await published(college, '2024', r);
    for (const r of large) await published(college, '2025', r);
    // Neither a waiting nor a hidden review counts towards a batch.
    await published(college, '2024', [3, 3, 3, 3, 3], 'pending');
    await published(college, '2024', [3, 3, 3, 3, 3], 'hidden');

    const totals = await readRatingTotals(world.anon, college.id);
    expect(rowsOf(totals)).toEqual(['2025: 3', 'all: 5']);
    expect(totals.find((t) => t.batch === null)?.dimensions.placements).toEqual({ count: 5, sum: 5 + 1 + 4 + 3 + 5 });
    expect(totals.find((t) => t.batch === '2025')?.dimensions.roi).toEqual({ count: 3, sum: 11 });
    const raw = await world.anon.from('college_review_ratings').select('batch').eq('college_id', college.id).eq('batch', '2024');
    expect(raw).toMatchObject({ error: null, data: [] });

    const shown = (await readPublishedReviews(world.anon, college.id)).reviews;
    expect(shown.map((r) => r.batch).sort()).toEqual(['2025', '2025', '2025', null, null]);
    const filtered = await world.anon
      .from('published_college_reviews')
      .select('id')
      .eq('college_id', college.id)
      .eq('batch', '2024');
    expect(filtered.data).toEqual([]);

    // The figures are ratings.ts's Bayesian averages of the same reviews.
    const all = [...small.map((r) => asReview('2024', r)), ...large.map((r) => asReview('2025', r))];
    expect(await readCollegeRatings(world.anon, college.id)).toEqual(collegeRatings(all));

    const third: Ratings = [2, 3, 2, 3, 2];
    await published(college, '2024', third);
    const now = await readRatingTotals(world.anon, college.id);
    expect(rowsOf(now)).toEqual(['2024: 3', '2025: 3', 'all: 6']);
    expect((await readPublishedReviews(world.anon, college.id)).reviews.filter((r) => r.batch === '2024')).toHaveLength(3);
    const ratings = await readCollegeRatings(world.anon, college.id);
    expect(ratings).toEqual(collegeRatings([...all, asReview('2024', third)]));
    expect(ratings.batches.map((b) => b.batch)).toEqual(['2025', '2024']);
  });

  it('counts only its own college, and only reviews whose tie stands', async () => {
    const [college, other] = await Promise.all([world.college(), world.college()]);
    await published(college, '2023', [4, 4, 4, 4, 4]);
    await published(college, '2023', [4, 4, 4, 4, 4]);
    await published(other, '2023', [4, 4, 4, 4, 4]);
    expect((await readRatingTotals(world.anon, college.id)).map((t) => t.batch)).toEqual([null]);

    await published(college, '2023', [4, 4, 4, 4, 4]);
    expect(rowsOf(await readRatingTotals(world.anon, college.id))).toEqual(['2023: 3', 'all: 3']);
    // One of the three loses their tie: the batch is two again.
    const { rows } = await world.stack.db.query<{ id: string }>(
      `delete from public.review_ties where id = (select id from public.review_ties where college_id = $1 limit 1) returning id`,
      [college.id],
    );
    expect(rows).toHaveLength(1);
    expect(await readRatingTotals(world.anon, college.id)).toEqual([expect.objectContaining({ batch: null, reviews: 2 })]);
  });

  it('hides the small batch from every role alike, signed in or not', async () => {
    const college = await world.college();
    await published(college, '2022', [5, 5, 5, 5, 5]);
    await published(college, '2022', [5, 5, 5, 5, 5]);
    for (const role of ['member', 'community_mod', 'super_admin'] as const) {
      const person = await world.person(role);
      expect((await readRatingTotals(person.client, college.id)).map((t) => t.batch)).toEqual([null]);
      expect((await readPublishedReviews(person.client, college.id)).reviews.map((r) => r.batch)).toEqual([null, null]);
    }
  });

  it('gives a college with no published review no rows, and the prior as its figures', async () => {
    const college = await world.college();
    await published(college, '2021', [5, 5, 5, 5, 5], 'pending');
    expect(await readRatingTotals(world.anon, college.id)).toEqual([]);
    expect(await readCollegeRatings(world.anon, college.id)).toEqual(collegeRatings([]));
  });
});
