/**
 * Made-up blog posts for measuring the public site at scale (`npm run bench`). Never for committed data: the
 * benches write them straight into a local stack's database (jsonInsert), so every trigger of the real write path
 * runs.
 *
 * The same for the same count (a seeded generator): about three years of posts in the six known categories, a
 * few drafts and a handful featured, each a markdown article of a realistic length (headings, paragraphs, a list)
 * so a post page weighs what a real one does.
 */
import { KNOWN_BLOG_CATEGORIES } from '../lib/blog/categories';
import type { CheckValues, TablesInsert } from '../lib/database.types';
import { random, rowId, type Random } from './bench/random';

type Post = TablesInsert<'blog_posts'>;

export const POST_ID_BLOCK = 0xb1096057;
const DAY = 86_400_000;

const TOPICS: Record<(typeof KNOWN_BLOG_CATEGORIES)[number], readonly string[]> = {
  'Exam Strategy': ['CAT quant', 'VARC reading', 'DILR sets', 'XAT decision making', 'SNAP speed', 'NMAT sectional timing'],
  Admissions: ['GD-PI rounds', 'written ability tests', 'profile building', 'statement of purpose', 'waitlists'],
  'College Guides': ['new IIMs', 'Pune B-schools', 'Mumbai PGDM colleges', 'Bengaluru MBA options', 'Delhi NCR schools'],
  Finance: ['education loans', 'scholarships', 'fee instalments', 'return on an MBA', 'hostel costs'],
  Careers: ['consulting roles', 'product management', 'banking careers', 'analytics jobs', 'switching industries'],
  'Study Abroad': ['GMAT planning', 'MBA in Canada', 'one-year MBAs in Europe', 'visa timelines', 'funding abroad'],
};
const OPENERS = [
  'Most aspirants start with the wrong question.',
  'Every year the same doubts come up in our counselling sessions.',
  'The numbers below come from three admission cycles.',
  'There is no single right plan, but there are a few wrong ones.',
];
const SENTENCES = [
  'Start with a mock test to see where the marks are lost, then plan the weeks around it.',
  'Colleges weigh academics and work experience differently, so read each admission policy before you apply.',
  'A steady routine of two focused hours a day beats occasional marathons.',
  'Keep a log of every mistake and revisit it on Sundays; patterns show up quickly.',
  'Fees vary widely, and the published figure rarely includes hostel and laptop costs.',
  'Ask current students about the placement report rather than reading only the brochure.',
  'Sectional cut-offs matter as much as the overall percentile at most institutes.',
  'Interview panels look for clarity of thought more than memorised answers.',
];

/** A markdown article of about `paragraphs` paragraphs under a few headings. */
function article(rnd: Random, topic: string, paragraphs: number): string {
  const parts = [rnd.pick(OPENERS) + ' ' + rnd.pick(SENTENCES)];
  for (let p = 0; p < paragraphs; p++) {
    if (p % 3 === 0) parts.push(`## ${topic}: part ${p / 3 + 1}`);
    parts.push(Array.from({ length: rnd.between(3, 6) }, () => rnd.pick(SENTENCES)).join(' '));
    if (p === 2)
      parts.push(
        rnd
          .some(SENTENCES, 0.5)
          .map((s) => `- ${s}`)
          .join('\n') || `- ${SENTENCES[0]}`,
      );
  }
  return parts.join('\n\n');
}

/** Post number i of a run started at `now`, bylined to `authorId` (or the site, when null). */
export function makePost(i: number, now: number, authorId: string | null, rnd: Random = random(2_000_003 + i)): Post {
  const category = rnd.pick(KNOWN_BLOG_CATEGORIES);
  const topic = rnd.pick(TOPICS[category]);
  const title = `${rnd.pick(['A practical guide to', 'What changed in', 'Ten lessons on', 'Getting started with', 'Myths about'])} ${topic} (${i + 1})`;
  const paragraphs = rnd.between(6, 14);
  const status = rnd.weighted<(typeof CheckValues.public.blog_posts.status)[number]>({ published: 94, draft: 4, archived: 2 });
  const published = now - Math.pow(rnd.next(), 1.3) * 3 * 365 * DAY;
  const iso = new Date(published).toISOString();
  return {
    id: rowId(POST_ID_BLOCK, i),
    slug: `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')}`,
    title,
    excerpt: `${rnd.pick(SENTENCES)} ${rnd.pick(SENTENCES)}`,
    content: article(rnd, topic, paragraphs),
    category,
    featured: rnd.next() < 0.01,
    author_id: authorId,
    status,
    published_at: status === 'draft' ? null : iso,
    views: Math.floor(Math.pow(rnd.next(), 3) * 20_000),
    cover_image_url: null,
    tags: [topic.split(' ')[0], category.split(' ')[0]].map((t) => t.toLowerCase()),
    reading_time_minutes: Math.max(1, Math.round(paragraphs * 0.6)),
    seo_title: null,
    seo_description: null,
    created_at: iso,
    updated_at: iso,
  };
}

/** Makes `count` posts and writes them in batches, reporting progress after each. */
export async function generatePosts(
  write: (rows: Record<string, unknown>[]) => Promise<void>,
  count: number,
  authorId: string | null,
  progress: (done: number) => void = () => {},
): Promise<void> {
  const BATCH = 250;
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    await write(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => makePost(start + k, now, authorId)));
    progress(Math.min(count, start + BATCH));
  }
}
