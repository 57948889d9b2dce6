import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult } from '@/lib/actions/result';
import { blogAdminActions } from '@/lib/blog/blog-admin.handlers';
import { collegeAdminActions } from '@/lib/colleges/colleges-admin.handlers';
import { examAdminActions } from '@/lib/exams/exams-admin.handlers';
import { faqAdminActions } from '@/lib/faq/faq-admin.handlers';
import { mediaActions } from '@/lib/media/media.handlers';
import { scholarshipAdminActions } from '@/lib/scholarships/scholarships-admin.handlers';
import { testimonialAdminActions } from '@/lib/testimonials/testimonials-admin.handlers';
import { videoAdminActions } from '@/lib/video/video-admin.handlers';
import {
  hostileFormFrom,
  hostileFreshFormFrom,
  hostileInputFrom,
  hostileString,
  hostileValue,
  MARKUP,
} from '../support/hostile-values';
import { uniq } from './support/enquiries';
import { checkAction, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 13, hostile input: the back office's content actions (posts, colleges, exams, FAQs, scholarships,
// testimonials, videos, media) answer any input with a success or a refusal a person can read — for the editor,
// who reaches the handlers, and for a visitor, a member and a counsellor, who must be refused first.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 120_000);
afterAll(() => world?.stack.stop());

const CALLERS: Caller[] = ['editor', 'editor', 'editor', 'anon', 'member', 'counselor'];
const RUNS = 40;

type Factory = (input: unknown) => Promise<ActionResult<{ id?: string }, unknown>>;

/** A row made by the editor through the create action, for the update and delete actions to aim at. */
async function created(create: Factory, form: Record<string, unknown>): Promise<string> {
  world.as('editor');
  const result = await create(form);
  if (!result.ok || !result.data.id) throw new Error(`could not create a row to aim at: ${JSON.stringify(result)}`);
  return result.data.id;
}

/**
 * create, update and remove of one kind of content: each driven with mutations of a valid form; a valid form
 * as the editor must reach the database, so at least one create succeeds.
 */
async function checkCrud(
  name: string,
  actions: { create: Factory; update: Factory; remove: Factory },
  form: () => Record<string, string>,
) {
  const tally = await checkAction(world, `${name}.create`, CALLERS, actions.create, hostileFreshFormFrom(form), RUNS);
  expect(tally.ok, `${name}.create ${JSON.stringify(tally)}`).toBeGreaterThan(0);
  const id = await created(actions.create, form());
  await checkAction(world, `${name}.update`, CALLERS, actions.update, hostileFormFrom({ ...form(), id }), RUNS);
  await checkAction(world, `${name}.remove`, CALLERS, actions.remove, hostileInputFrom({ id }), 20);
}

describe('content forms', () => {
  it("'blogAdminActions.create', 'blogAdminActions.update' and 'blogAdminActions.remove'", async () => {
    const actions = blogAdminActions(world.chain, { now: () => new Date(), supabaseUrl: () => world.stack.url });
    await checkCrud('blog', actions, () => ({
      title: uniq('Hostile post'),
      excerpt: 'An excerpt.',
      content: '## Heading\n\nA paragraph with a [link](https://example.org).',
      category: 'Exam Strategy',
      tags: 'cat, quant',
      publication: 'draft',
    }));
  });

  it("'collegeAdminActions.create', 'collegeAdminActions.update' and 'collegeAdminActions.remove'", async () => {
    const actions = collegeAdminActions(world.chain);
    const form = () => ({
      name: uniq('Hostile Institute'),
      location: 'Pune, Maharashtra',
      type: 'Private',
      is_active: 'on',
      'programs.0.name': 'PGDM',
      'programs.0.degree': 'PGDM',
      'programs.0.mode': 'Full-time',
      'programs.0.total_fees': '1200000',
      'cutoffs.0.exam': 'CAT',
      'cutoffs.0.kind': 'min',
      'cutoffs.0.percentile': '90',
    });
    await checkCrud('college', actions, form);
  });

  it("'examAdminActions.create', 'examAdminActions.update' and 'examAdminActions.remove'", async () => {
    const form = () => ({
      name: uniq('EX').toUpperCase().slice(0, 30),
      full_name: 'A hostile exam',
      section_name_0: 'VARC',
      section_questions_0: '24',
      section_minutes_0: '40',
      source_label_0: 'Official notice',
      source_url_0: 'https://example.org/notice',
      pattern: '{"sectional_timing": true}',
      preparation_tips: 'Read daily.',
      is_active: 'on',
    });
    await checkCrud('exam', examAdminActions(world.chain), form);
  });

  it("'faqAdminActions.create', 'faqAdminActions.update', 'faqAdminActions.remove' and 'faqAdminActions.saveOrder'", async () => {
    const actions = faqAdminActions(world.chain);
    await checkCrud('faq', actions, () => ({ question: `${uniq('Hostile')}?`, answer: 'An answer.', category: 'general' }));
    const id = await created(actions.create, { question: `${uniq('Order')}?`, answer: 'A.' });
    const ids = fc.oneof(
      hostileInputFrom({ ids: [id] }),
      fc.record({ ids: fc.array(fc.oneof(fc.uuid(), hostileValue), { maxLength: 5 }) }),
    );
    await checkAction(world, 'faq.saveOrder', CALLERS, actions.saveOrder, ids, RUNS);
  });

  it("'scholarshipAdminActions.create', 'scholarshipAdminActions.update' and 'scholarshipAdminActions.remove'", async () => {
    await checkCrud('scholarship', scholarshipAdminActions(world.chain), () => ({
      name: uniq('Merit award'),
      provider: 'Hostile Trust',
      provider_type: 'Trust',
      amount_min: '50000',
      deadline: '2030-01-31',
      exams: 'cat, XAT',
      states: 'maharashtra',
      source_url: 'https://example.org/award',
      is_active: 'on',
    }));
  });

  it("'testimonialAdminActions.create', 'testimonialAdminActions.update' and 'testimonialAdminActions.remove'", async () => {
    await checkCrud('testimonial', testimonialAdminActions(world.chain), () => ({
      name: uniq('Asha'),
      college: 'IIM Udaipur',
      content: 'A story.',
      rating: '5',
      year: '2025',
      is_active: 'on',
    }));
  });

  it("'videoAdminActions.create', 'videoAdminActions.update' and 'videoAdminActions.remove'", async () => {
    await checkCrud('video', videoAdminActions(world.chain), () => ({
      title: uniq('Hostile video'),
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      video_type: 'youtube',
      difficulty: 'Beginner',
      duration: '12:30',
      tags: 'cat',
      is_free: 'on',
      is_active: 'on',
    }));
  });

  it('stores the markup an editor typed as that text, for pages to show escaped', async () => {
    world.as('editor');
    const question = `${MARKUP[0]} ${uniq('q')}?`;
    const answer = MARKUP.join('\n');
    const result = await faqAdminActions(world.chain).create({ question, answer });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const { rows } = await world.stack.db.query('select question, answer from public.faqs where question = $1', [question]);
    expect(rows).toEqual([{ question, answer }]);
  });
});

describe('media library', () => {
  it("'mediaActions.record', 'mediaActions.saveDetails', 'mediaActions.remove' and 'mediaActions.browse'", async () => {
    const actions = mediaActions(world.chain);
    const upload = {
      storage_path: 'library/2026/11/abcdef123-photo.png',
      file_name: 'photo.png',
      mime_type: 'image/png',
      size_bytes: 1024,
      width: 640,
      height: 480,
      alt_text: 'A photo',
    };
    await checkAction(world, 'media.record', CALLERS, actions.record, hostileInputFrom(upload), RUNS);
    const { rows } = await world.stack.db.query<{ id: string }>('select id::text from public.media limit 1');
    const id = rows[0]?.id ?? crypto.randomUUID();
    await checkAction(
      world,
      'media.saveDetails',
      CALLERS,
      actions.saveDetails,
      hostileFormFrom({ id, alt_text: 'Alt', caption: 'Caption' }),
      RUNS,
    );
    await checkAction(
      world,
      'media.browse',
      CALLERS,
      actions.browse,
      fc.oneof(hostileInputFrom({ q: 'photo', page: 1 }), fc.record({ q: hostileString, page: hostileValue })),
      RUNS,
    );
    await checkAction(world, 'media.remove', CALLERS, actions.remove, hostileInputFrom({ id }), 20);
  });
});
