import type { Database } from '@/lib/database.types';
import { REVIEW_DOCUMENTS_BUCKET, VERIFY_LINK_PATH, type TieKind } from '@/lib/reviews/verification-input';
import { startCommunityWorld, type Client, type CommunityWorld, type Person } from './community';

/*
 * An unseeded in-memory stack for the verified-review tests (20261205000100_review_ties.sql,
 * 20261205000200_college_reviews.sql): people of each role (the community tests' world), colleges with a programme
 * and an e-mail domain, ties and reviews put there as the database owner, and the token of a link as the outbox
 * holds it.
 */

export type { Client, Person };

type ReviewInsert = Database['public']['Tables']['college_reviews']['Insert'];

export interface TestCollege {
  id: string;
  programId: string;
  /** Another programme of the college, for a second review by the same member. */
  otherProgramId: string;
  /** Its listed e-mail domain ('college-x.ac.in'). */
  domain: string;
}

export interface ReviewsWorld extends CommunityWorld {
  college(): Promise<TestCollege>;
  /** A tie put there as the database owner, as if verified. */
  tie(userId: string, collegeId: string, kind?: TieKind): Promise<string>;
  /** A review put there as the database owner, 'pending' unless told. */
  review(authorId: string, college: TestCollege, extra?: Partial<ReviewInsert>): Promise<string>;
  /** The token of the newest verification link e-mailed to `email` (from the outbox), or null. */
  linkToken(email: string): Promise<string | null>;
  /** Whether a document is stored in the review-documents bucket. */
  stored(path: string): Promise<boolean>;
}

/** A review text of the required length: 200 characters and more. */
export const REVIEW_TEXT =
  'The two years at this institute were demanding and worth it. Faculty in finance and strategy were excellent, ' +
  'the placement committee worked hard for every batch, and the campus life kept us going through the exams.';

export const RATINGS = { rating_placements: 4, rating_faculty: 5, rating_roi: 4, rating_campus_life: 3, rating_value: 4 };

export async function startReviewsWorld(): Promise<ReviewsWorld> {
  const world = await startCommunityWorld();
  const { stack, uniq } = world;
  return {
    ...world,
    async college() {
      const slug = uniq('college');
      const domain = `${slug}.ac.in`;
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.colleges (slug, name, location, type) values ($1, 'Institute of Management ' || $1, 'Pune, Maharashtra', 'Private')
         returning id`,
        [slug],
      );
      const id = rows[0].id;
      const programs = await stack.db.query<{ id: string }>(
        `insert into public.college_programs (college_id, name) values ($1, 'PGDM'), ($1, 'PGDM (Executive)') returning id`,
        [id],
      );
      await stack.db.query('insert into public.college_email_domains (college_id, domain) values ($1, $2)', [id, domain]);
      return { id, programId: programs.rows[0].id, otherProgramId: programs.rows[1].id, domain };
    },
    async tie(userId, collegeId, kind = 'student') {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.review_ties (user_id, college_id, kind, method) values ($1, $2, $3, 'document')
         on conflict (user_id, college_id) do update set kind = excluded.kind returning id`,
        [userId, collegeId, kind],
      );
      return rows[0].id;
    },
    async review(authorId, college, extra = {}) {
      const { data, error } = await world.service
        .from('college_reviews')
        .insert({
          author_id: authorId,
          college_id: college.id,
          program_id: college.programId,
          batch: '2025',
          body: REVIEW_TEXT,
          ...RATINGS,
          ...extra,
        })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    },
    async linkToken(email) {
      const { rows } = await stack.db.query<{ text: string }>(
        `select text from private.email_outbox where to_email = $1 and kind = 'review_verification'
          order by created_at desc, id desc limit 1`,
        [email.toLowerCase()],
      );
      const pattern = new RegExp(`${VERIFY_LINK_PATH}([A-Za-z0-9_-]{43})`);
      return pattern.exec(rows[0]?.text ?? '')?.[1] ?? null;
    },
    async stored(path) {
      const { rows } = await stack.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        REVIEW_DOCUMENTS_BUCKET,
        path,
      ]);
      return rows.length === 1;
    },
  };
}
