import pg from 'pg';
import { COLLEGE_ID_BLOCK, generateColleges } from '../generate-colleges';
import { generateLeads, sqlWriter } from '../generate-leads';
import { generatePosts, POST_ID_BLOCK } from '../generate-posts';
import { jsonInsert, rowId } from './random';

export interface DataScale {
  colleges: number;
  posts: number;
  leads: number;
}

/** The data set, and a small one for CI that still has every filter hit real rows. */
export const SCALES = {
  full: { colleges: 10_000, posts: 2_000, leads: 100_000 },
  small: { colleges: 500, posts: 100, leads: 5_000 },
} as const satisfies Record<string, DataScale>;

/** The seed's super admin: the byline of generated posts and the bench's signed-in user. */
export const SUPER_ADMIN = { id: 'd0000000-0000-4000-8000-000000000001', email: 'superadmin@demo.local', password: 'Demo@12345' };

const log = (message: string) => console.error(`[bench] ${message}`);

/**
 * Writes a generated data set on top of the seed, straight into the stack's database, then vacuums and analyses
 * it as autovacuum would on a settled database, so plans are those of a real one.
 */
export async function loadDataset(connection: pg.ClientConfig, scale: DataScale): Promise<void> {
  const db = new pg.Client(connection);
  await db.connect();
  try {
    const started = Date.now();
    // Progress at each quarter, whatever the batch size.
    const every = (total: number, what: string) => {
      let quarter = 0;
      return (done: number) => {
        if (Math.floor((4 * done) / total) <= quarter) return;
        quarter = Math.floor((4 * done) / total);
        log(`${done} / ${total} ${what}`);
      };
    };
    await generateColleges(
      {
        colleges: jsonInsert(db, 'public.colleges'),
        programs: jsonInsert(db, 'public.college_programs'),
        placements: jsonInsert(db, 'public.college_placement_figures'),
      },
      scale.colleges,
      every(scale.colleges, 'colleges'),
    );
    await generatePosts(jsonInsert(db, 'public.blog_posts'), scale.posts, SUPER_ADMIN.id, every(scale.posts, 'posts'));
    const { rows: counselors } = await db.query<{ id: string }>('select id from public.counselors where is_active order by id');
    await generateLeads(
      sqlWriter(db),
      counselors.map((c) => c.id),
      scale.leads,
      every(scale.leads, 'leads'),
    );
    await db.query('vacuum analyze');
    log(`data set written and analysed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.end();
  }
}

/** A generated college and post from the middle of the data set: pages nobody prerendered at build time. */
export async function sampleSlugs(connection: pg.ClientConfig): Promise<{ college: string; post: string }> {
  const db = new pg.Client(connection);
  await db.connect();
  try {
    const one = async (sql: string) => {
      const { rows } = await db.query<{ slug: string }>(sql);
      if (!rows[0]) throw new Error(`no row for: ${sql}`);
      return rows[0].slug;
    };
    const generated = (block: number) => `id::text like '${rowId(block, 0).slice(0, 8)}-%'`;
    const colleges = generated(COLLEGE_ID_BLOCK);
    return {
      college: await one(
        `select slug from public.colleges where is_active and ${colleges} order by id
          offset (select count(*) / 2 from public.colleges where ${colleges}) limit 1`,
      ),
      post: await one(
        `select slug from public.blog_posts where status = 'published' and published_at <= now()
            and ${generated(POST_ID_BLOCK)} order by id offset 10 limit 1`,
      ),
    };
  } finally {
    await db.end();
  }
}
