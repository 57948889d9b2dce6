import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationActions } from '@/lib/applications/applications.handlers';
import { blogViewCount } from '@/lib/blog/blog.handlers';
import { compareActions } from '@/lib/compare/compare.handlers';
import { enquirySubmission } from '@/lib/contact/contact.handlers';
import { startAttempt } from '@/lib/data/mock-tests/attempts';
import { readPaper } from '@/lib/data/mock-tests/paper';
import { mockTestActions } from '@/lib/mock-tests/mock-tests.handlers';
import { myDataActions } from '@/lib/my-data/my-data.handlers';
import { newsletterSubscription } from '@/lib/newsletter/newsletter.handlers';
import { avatarActions } from '@/lib/profile/avatar.handlers';
import { profileUpdate } from '@/lib/profile/profile.handlers';
import {
  hostileFormFrom,
  hostileFreshFormFrom,
  hostileInputFrom,
  hostileString,
  hostileValue,
  MARKUP,
} from '../support/hostile-values';
import { uniq } from './support/enquiries';
import { formHost, rendered } from './support/form-host';
import { checkAction, DEMO, startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 13, hostile input: the public and member actions (the site's forms, the view counter, /my-data and
// /profile) answer any input — markup, SQL, NUL bytes, lone surrogates, huge strings, wrong types, missing and
// extra fields — with a success or a refusal a person can read, never a throw (a 500) or an unexpected failure.

let world: HostileWorld;
let postId: string;

beforeAll(async () => {
  world = await startHostileWorld();
  postId = await world.anyId('blog_posts');
}, 120_000);
afterAll(() => world?.stack.stop());

/** A form as rendered for one run: its hidden fields, and the e-mail address the database limits. */
const freshForm = (base: () => Record<string, string>) => hostileFreshFormFrom(() => ({ ...base(), ...rendered() }));

describe('public forms', () => {
  it("'enquirySubmission': the contact and consultation forms", async () => {
    const contact = () => ({
      form_type: 'contact',
      name: 'Meera Iyer',
      email: `${uniq('hostile')}@hostile.test`,
      phone: '+91 98765 43210',
      subject: 'Shortlist help',
      message: 'Which colleges fit a 96 percentile?',
      inquiry_type: 'general',
      consent_enquiry_contact: 'yes',
    });
    const consultation = () => ({ ...contact(), form_type: 'consultation', college_slug: 'iim-ahmedabad', exam_slug: 'cat' });
    const submit = enquirySubmission(world.chain, formHost);
    const inputs = fc.oneof(freshForm(contact), freshForm(consultation));
    const tally = await checkAction(world, 'contact', ['anon', 'member'], submit, inputs, 60);
    // Inputs that keep the form valid reach the database: the property is about the handler too, not only the schema.
    expect(tally.ok, JSON.stringify(tally)).toBeGreaterThan(0);
  });

  it('stores markup a visitor typed as the text they typed', async () => {
    world.as('anon');
    const email = `${uniq('markup')}@hostile.test`;
    const message = MARKUP.join(' ');
    const result = await enquirySubmission(
      world.chain,
      formHost,
    )({
      form_type: 'contact',
      name: '<b>Meera</b> Iyer',
      email,
      message,
      consent_enquiry_contact: 'yes',
      ...rendered(),
    });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const { rows } = await world.stack.db.query('select name, message from public.contact_submissions where email = $1', [email]);
    expect(rows).toEqual([{ name: '<b>Meera</b> Iyer', message }]);
  });

  it("'newsletterSubscription': the footer and launch-page form", async () => {
    const subscribe = newsletterSubscription(world.chain, formHost);
    const base = () => ({ email: `${uniq('news')}@hostile.test`, source: 'footer', page_url: 'https://mbadisha.test/' });
    const tally = await checkAction(world, 'newsletter', ['anon'], subscribe, fc.oneof(freshForm(base), hostileValue), 50);
    expect(tally.ok, JSON.stringify(tally)).toBeGreaterThan(0);
  });

  it("'blogViewCount': the post page's view counter, called with whatever the browser sends", async () => {
    const count = blogViewCount(world.chain);
    const inputs = fc.oneof(hostileInputFrom({ postId }), fc.record({ postId: hostileValue }));
    const tally = await checkAction(world, 'blog view', ['anon', 'member'], count, inputs, 40);
    expect(tally.ok, JSON.stringify(tally)).toBeGreaterThan(0);
  });
});

describe('/my-data and /profile/data', () => {
  const actions = () => myDataActions(world.chain);
  const session = fc.oneof(hostileString, fc.constant('x'.repeat(43)));

  it("'myDataActions.requestLink' and 'myDataActions.openLink'", async () => {
    await checkAction(world, 'request link', ['anon'], actions().requestLink, hostileFormFrom({ email: 'a@hostile.test' }), 30);
    const token = 'A'.repeat(43);
    await checkAction(world, 'open link', ['anon'], actions().openLink, hostileFormFrom({ token }), 30);
  });

  it("'myDataActions.withdrawWithLink', 'myDataActions.eraseWithLink' and 'myDataActions.endSession'", async () => {
    const withSession = (base: Record<string, string>) =>
      fc
        .tuple(hostileFormFrom(base), session)
        .map(([input, s]) => (input && typeof input === 'object' ? { ...input, session: s } : input));
    await checkAction(
      world,
      'withdraw',
      ['anon'],
      actions().withdrawWithLink,
      withSession({ purpose: 'newsletter', collegeId: '' }),
      30,
    );
    await checkAction(world, 'erase', ['anon'], actions().eraseWithLink, withSession({ confirm: 'yes' }), 30);
    await checkAction(world, 'end session', ['anon'], actions().endSession, hostileInputFrom({ session: 'x'.repeat(43) }), 30);
  });

  it("'myDataActions.requestMemberLink' and 'myDataActions.confirmMemberLink': the mailbox proof", async () => {
    const request = await checkAction(
      world,
      'request member link',
      ['anon', 'member'],
      actions().requestMemberLink,
      fc.oneof(hostileFormFrom({}), hostileValue),
      20,
    );
    // The member's requests reach the database (sent, then its per-address limit), the visitor's never do.
    expect((request.ok ?? 0) + (request.RATE_LIMITED ?? 0), JSON.stringify(request)).toBeGreaterThan(0);
    const confirm = await checkAction(
      world,
      'confirm member link',
      ['anon', 'member'],
      actions().confirmMemberLink,
      hostileFormFrom({ token: 'A'.repeat(43) }),
      30,
    );
    // No hostile token proves anything.
    expect(confirm.ok, JSON.stringify(confirm)).toBeUndefined();
  });

  it("'myDataActions.withdrawAsMember' and 'myDataActions.eraseAsMember'", async () => {
    await checkAction(
      world,
      'withdraw as member',
      ['anon', 'member'],
      actions().withdrawAsMember,
      hostileFormFrom({ purpose: 'newsletter' }),
      30,
    );
    await checkAction(
      world,
      'erase as member',
      ['anon', 'member'],
      actions().eraseAsMember,
      hostileFormFrom({ confirm: 'yes' }),
      20,
    );
  });
});

describe('/profile', () => {
  const values = {
    name: 'Mira Demo',
    phone: '+91 98000 00005',
    bio: 'Preparing for CAT.',
    career_goals: 'Product management',
    current_education: 'B.Com',
    work_experience: '1.5',
    target_exams: ['CAT', 'XAT'],
    preferred_locations: ['Pune'],
    budget_range: '',
  };

  it("'profileUpdate': the profile form's values, as the browser may send them", async () => {
    const update = profileUpdate(world.chain);
    const tally = await checkAction(world, 'profile', ['anon', 'member', 'editor'], update, hostileInputFrom(values), 60);
    expect(tally.ok, JSON.stringify(tally)).toBeGreaterThan(0);
  });

  it('keeps markup typed into the profile as text', async () => {
    world.as('member');
    const bio = MARKUP.join('\n');
    expect(await profileUpdate(world.chain)({ ...values, name: '<i>Mira</i>', bio })).toEqual({ ok: true, data: undefined });
    const { rows } = await world.stack.db.query('select name, bio from public.profiles where id = $1', [DEMO.member.id]);
    expect(rows).toEqual([{ name: '<i>Mira</i>', bio }]);
  });

  it("'avatarActions.set' and 'avatarActions.remove'", async () => {
    const avatar = avatarActions(world.chain);
    const path = `${DEMO.member.id}/avatar.png`;
    await checkAction(world, 'avatar', ['anon', 'member'], avatar.set, hostileInputFrom({ path }), 40);
    await checkAction(world, 'avatar remove', ['anon', 'member'], avatar.remove, hostileValue, 20);
  });
});

describe('mock tests', () => {
  it("'mockTestActions.start', 'mockTestActions.save', 'mockTestActions.startSection', 'mockTestActions.clock', 'mockTestActions.logMiss', 'mockTestActions.submitSection' and 'mockTestActions.submit'", async () => {
    const memberClient = world.clientOf('member');
    const actions = mockTestActions(world.chain);
    const paper = await readPaper(memberClient, { slug: 'cat-qa-sectional-1' });
    const attemptId = await startAttempt(memberClient, paper.slug);
    const questionId = paper.questions[0].id;
    const callers: Caller[] = ['anon', 'member', 'editor'];
    await checkAction(world, 'mock start', callers, actions.start, hostileInputFrom({ slug: 'cat-qa-sectional-1' }), 30);
    await checkAction(
      world,
      'mock save',
      callers,
      actions.save,
      hostileInputFrom({ attemptId, questionId, answer: 'B', marked: false, seconds: 12 }),
      60,
    );
    await checkAction(world, 'mock section', callers, actions.startSection, hostileInputFrom({ attemptId, section: 'QA' }), 30);
    await checkAction(world, 'mock clock', callers, actions.clock, hostileInputFrom({ attemptId }), 30);
    await checkAction(
      world,
      'mock miss',
      callers,
      actions.logMiss,
      hostileInputFrom({ attemptId, questionId, reason: 'time' }),
      30,
    );
    await checkAction(
      world,
      'mock submit section',
      callers,
      actions.submitSection,
      hostileInputFrom({ attemptId, section: 'QA' }),
      20,
    );
    await checkAction(world, 'mock submit', callers, actions.submit, hostileInputFrom({ attemptId }), 20);
    // Markup sent as an answer is kept as the text typed (and scored as wrong), never as markup.
    const { rows } = await world.stack.db.query<{ answer: string | null }>(
      'select answer from public.mock_test_attempt_answers where attempt_id = $1',
      [attemptId],
    );
    for (const { answer } of rows) expect(answer === null || answer.length <= 50).toBe(true);
  });
});

describe('saved comparisons', () => {
  it("'compareActions.save' and 'compareActions.remove' answer hostile input", async () => {
    const actions = compareActions(world.chain);
    await checkAction(
      world,
      'compare save',
      ['anon', 'member'],
      actions.save,
      hostileInputFrom({ slugs: ['iim-bangalore', 'iim-ahmedabad'] }),
      40,
    );
    await checkAction(
      world,
      'compare remove',
      ['anon', 'member'],
      actions.remove,
      hostileInputFrom({ id: '00000000-0000-4000-8000-000000000000' }),
      30,
    );
  });
});

describe('application tracker', () => {
  it("'applicationActions.track', 'applicationActions.update' and 'applicationActions.remove' answer hostile input", async () => {
    const actions = applicationActions(world.chain);
    world.as('member');
    const tracked = await actions.track({ slug: 'iim-kozhikode' });
    expect(tracked.ok || tracked.code === 'CONFLICT', JSON.stringify(tracked)).toBe(true);
    const { rows } = await world.stack.db.query<{ id: string }>(
      "select a.id from public.college_applications a join public.colleges c on c.id = a.college_id where a.user_id = $1 and c.slug = 'iim-kozhikode'",
      [DEMO.member.id],
    );
    const id = rows[0].id;
    await checkAction(
      world,
      'applications track',
      ['anon', 'member'],
      actions.track,
      hostileInputFrom({ slug: 'iim-indore' }),
      30,
    );
    await checkAction(
      world,
      'applications update',
      ['anon', 'member'],
      actions.update,
      hostileInputFrom({ id, status: 'applied', formFee: '2500', notes: 'GD-PI in March', reminders: false }),
      60,
    );
    await checkAction(
      world,
      'applications remove',
      ['anon', 'member'],
      actions.remove,
      hostileInputFrom({ id: '00000000-0000-4000-8000-000000000000' }),
      20,
    );
    // Notes hold what was typed, as text.
    const { rows: notes } = await world.stack.db.query<{ notes: string }>(
      'select notes from public.college_applications where id = $1',
      [id],
    );
    expect(notes[0].notes.length).toBeLessThanOrEqual(2000);
  });
});
