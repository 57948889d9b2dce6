import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollegeDomain, changeCollegeDomain, listCollegeDomains, removeCollegeDomain } from '@/lib/data/reviews/domains';
import { confirmTieEmailLink, listMyTies, myTieTo, requestTieEmailLink } from '@/lib/data/reviews/verifications';
import type { RunningWorker } from '@/lib/jobs/worker';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { VERIFY_LINK_PATH } from '@/lib/reviews/verification-input';
import { refusal } from './support/community';
import { mailArrives, startMailWorker } from './support/mail-worker';
import { startReviewsWorld, type Person, type ReviewsWorld, type TestCollege } from './support/reviews';

// Proving a tie to a college by its e-mail domain (20261205000100_review_ties.sql), through lib/data and
// supabase-js: the link goes to an address at one of the college's domains only, reaches the mailbox through the
// app's real worker, works once, for the account that asked, until it expires, and one mailbox verifies one
// account per college. Editors keep the domains.

let world: ReviewsWorld;
let worker: RunningWorker;
let member: Person;
let other: Person;
let editor: Person;
let counselor: Person;
let moderator: Person;

beforeAll(async () => {
  world = await startReviewsWorld();
  worker = await startMailWorker(world.stack);
  [member, other, editor, counselor, moderator] = await Promise.all([
    world.person(),
    world.person(),
    world.person('editor'),
    world.person('counselor'),
    world.person('community_mod'),
  ]);
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await world?.stack.stop();
});

const address = (college: TestCollege, local = world.uniq('pgp')) => `${local}@${college.domain}`;
const outboxRows = async (to: string) =>
  (await world.stack.db.query('select 1 from private.email_outbox where to_email = $1', [to.toLowerCase()])).rows.length;

describe('a link to a college address', () => {
  it('arrives in the mailbox, and opening it while signed in records the tie', async () => {
    const college = await world.college();
    const to = address(college);
    await requestTieEmailLink(member.client, { collegeId: college.id, email: to, kind: 'student' });

    const [mail] = await mailArrives(world.stack, to);
    expect(mail).toMatchObject({ kind: 'review_verification' });
    expect(mail.subject).toContain('Confirm your tie to Institute of Management');
    const token = new RegExp(`${VERIFY_LINK_PATH}([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token, 'the link in the delivered e-mail').toBeDefined();

    expect(await myTieTo(member.client, member.id, college.id)).toBeNull();
    const tie = await confirmTieEmailLink(member.client, token!);
    expect(tie).toMatchObject({ collegeId: college.id, kind: 'student' });
    expect(await listMyTies(member.client, member.id)).toEqual([
      expect.objectContaining({ collegeId: college.id, kind: 'student', method: 'email_domain', emailDomain: college.domain }),
    ]);
  });

  it('accepts an address at a subdomain, and keeps the address itself nowhere but in the outbox', async () => {
    const college = await world.college();
    const to = address(college).replace('@', '@students.');
    const person = await world.person();
    await requestTieEmailLink(person.client, { collegeId: college.id, email: to.toUpperCase(), kind: 'alumnus' });
    await confirmTieEmailLink(person.client, (await world.linkToken(to))!);
    const { rows } = await world.stack.db.query<Record<string, unknown>>(
      `select t.*, (select count(*)::int from private.review_email_links l where l.user_id = t.user_id) as links
         from public.review_ties t where t.user_id = $1`,
      [person.id],
    );
    expect(rows[0]).toMatchObject({ kind: 'alumnus', method: 'email_domain', email_domain: college.domain, links: 1 });
    expect(JSON.stringify(rows[0])).not.toContain(to.split('@')[0]);
    const links = await world.stack.db.query('select * from private.review_email_links where user_id = $1', [person.id]);
    expect(JSON.stringify(links.rows)).not.toContain(to.split('@')[0]);
  });

  it('is refused for an address at any other domain, and nothing is sent', async () => {
    const college = await world.college();
    for (const email of [
      `asha@gmail.com`,
      `asha@evil${college.domain}`,
      `asha@${college.domain}.evil.example`,
      `asha@${college.domain.split('.').slice(1).join('.')}`,
    ]) {
      const message = await refusal(requestTieEmailLink(member.client, { collegeId: college.id, email, kind: 'student' }));
      expect(message, email).toBe(REVIEW_MESSAGES.wrongDomain);
      expect(await outboxRows(email)).toBe(0);
    }
    // Another college's domain proves nothing about this one.
    const elsewhere = await world.college();
    expect(
      await refusal(requestTieEmailLink(member.client, { collegeId: college.id, email: address(elsewhere), kind: 'student' })),
    ).toBe(REVIEW_MESSAGES.wrongDomain);
  });

  it('is refused to a visitor who is not signed in', async () => {
    const college = await world.college();
    const { error } = await world.anon.rpc('request_review_email_link', {
      college_id: college.id,
      email: address(college),
      kind: 'student',
    });
    expect(error?.code).toBe('42501');
  });

  it('works once: a used or expired link, or a guessed token, records nothing', async () => {
    const college = await world.college();
    const person = await world.person();
    const to = address(college);
    await requestTieEmailLink(person.client, { collegeId: college.id, email: to, kind: 'student' });
    const token = (await world.linkToken(to))!;
    await confirmTieEmailLink(person.client, token);
    expect(await refusal(confirmTieEmailLink(person.client, token))).toBe(REVIEW_MESSAGES.linkEnded);
    expect(await refusal(confirmTieEmailLink(person.client, 'A'.repeat(43)))).toBe(REVIEW_MESSAGES.linkEnded);

    const later = await world.college();
    const laterAddress = address(later);
    await requestTieEmailLink(person.client, { collegeId: later.id, email: laterAddress, kind: 'student' });
    const expiring = (await world.linkToken(laterAddress))!;
    await world.stack.db.query(
      `update private.review_email_links set expires_at = now() - interval '1 second' where user_id = $1 and college_id = $2`,
      [person.id, later.id],
    );
    expect(await refusal(confirmTieEmailLink(person.client, expiring))).toBe(REVIEW_MESSAGES.linkEnded);
    expect(await myTieTo(person.client, person.id, later.id)).toBeNull();
  });

  it('does nothing for another account, and stays usable for the one that asked', async () => {
    const college = await world.college();
    const to = address(college);
    const asker = await world.person();
    await requestTieEmailLink(asker.client, { collegeId: college.id, email: to, kind: 'student' });
    const token = (await world.linkToken(to))!;
    expect(await refusal(confirmTieEmailLink(other.client, token))).toBe(REVIEW_MESSAGES.linkEnded);
    expect(await myTieTo(other.client, other.id, college.id)).toBeNull();
    await expect(confirmTieEmailLink(asker.client, token)).resolves.toMatchObject({ collegeId: college.id });
  });

  it('verifies one account per mailbox and college', async () => {
    const college = await world.college();
    const to = address(college);
    const [first, second] = await Promise.all([world.person(), world.person()]);
    await requestTieEmailLink(first.client, { collegeId: college.id, email: to, kind: 'student' });
    await confirmTieEmailLink(first.client, (await world.linkToken(to))!);
    await requestTieEmailLink(second.client, { collegeId: college.id, email: to, kind: 'student' });
    expect(await refusal(confirmTieEmailLink(second.client, (await world.linkToken(to))!))).toBe(REVIEW_MESSAGES.addressTaken);
    expect(await myTieTo(second.client, second.id, college.id)).toBeNull();
  });

  it('is refused once the college no longer lists the domain', async () => {
    const college = await world.college();
    const to = address(college);
    const person = await world.person();
    await requestTieEmailLink(person.client, { collegeId: college.id, email: to, kind: 'student' });
    const token = (await world.linkToken(to))!;
    const [listed] = await listCollegeDomains(editor.client, college.id);
    await removeCollegeDomain(editor.client, listed.id);
    expect(await refusal(confirmTieEmailLink(person.client, token))).toBe(REVIEW_MESSAGES.domainGone);
    expect(await myTieTo(person.client, person.id, college.id)).toBeNull();
  });

  it('is limited per address, so nobody floods a college mailbox', async () => {
    const college = await world.college();
    const to = address(college);
    const people = await Promise.all([world.person(), world.person(), world.person(), world.person()]);
    for (const person of people.slice(0, 3)) {
      await requestTieEmailLink(person.client, { collegeId: college.id, email: to, kind: 'student' });
    }
    expect(await refusal(requestTieEmailLink(people[3].client, { collegeId: college.id, email: to, kind: 'student' }))).toBe(
      REVIEW_MESSAGES.emailRateLimited,
    );
  });
});

describe("a college's e-mail domains", () => {
  it('are read by anyone and kept by content managers, each change in the college history', async () => {
    const college = await world.college();
    const added = await addCollegeDomain(editor.client, college.id, 'alumni-mail.example.ac.in');
    expect((await listCollegeDomains(world.anon, college.id)).map((d) => d.domain)).toEqual([
      'alumni-mail.example.ac.in',
      college.domain,
    ]);
    await changeCollegeDomain(editor.client, added.id, 'alumni.example.ac.in');
    await removeCollegeDomain(editor.client, added.id);
    const { rows } = await world.stack.db.query<{ action: string; actor_id: string }>(
      `select action, actor_id from public.content_events where table_name = 'college_email_domains' and row_id = $1 order by id`,
      [added.id],
    );
    expect(rows).toEqual(['insert', 'update', 'delete'].map((action) => ({ action, actor_id: editor.id })));
  });

  it('refuse a free mail provider as a college domain, and another college domain twice', async () => {
    const college = await world.college();
    expect(await refusal(addCollegeDomain(editor.client, college.id, 'gmail.com'))).toMatch(/free mail providers/);
    expect(await refusal(addCollegeDomain(editor.client, college.id, college.domain))).toBe(
      'This college already has that domain.',
    );
  });

  it('are changed by no member, counsellor or moderator', async () => {
    const college = await world.college();
    const [listed] = await listCollegeDomains(member.client, college.id);
    for (const person of [member, counselor, moderator]) {
      expect(await refusal(addCollegeDomain(person.client, college.id, 'forged.example.ac.in'))).toBe(
        'Only a content manager can change a college’s e-mail domains.',
      );
      expect(await refusal(changeCollegeDomain(person.client, listed.id, 'forged.example.ac.in'))).toBe(
        'This domain is no longer listed.',
      );
      expect(await refusal(removeCollegeDomain(person.client, listed.id))).toBe('This domain is no longer listed.');
    }
    expect((await listCollegeDomains(world.anon, college.id)).map((d) => d.domain)).toEqual([college.domain]);
  });
});

describe('the wording of a refused request', () => {
  it('says what was wrong with the address, and asks a visitor to sign in', async () => {
    const college = await world.college();
    expect(
      await refusal(requestTieEmailLink(member.client, { collegeId: college.id, email: 'not an address', kind: 'student' })),
    ).toBe('Please enter a valid email address');
    expect(
      await refusal(requestTieEmailLink(world.anon, { collegeId: college.id, email: `a@${college.domain}`, kind: 'student' })),
    ).toBe('Sign in to verify your tie to a college.');
    expect(
      await refusal(
        requestTieEmailLink(member.client, { collegeId: crypto.randomUUID(), email: `a@${college.domain}`, kind: 'student' }),
      ),
    ).toBe(REVIEW_MESSAGES.collegeNotListed);
  });
});
