import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { createReply, createThread } from '@/lib/data/community/posting';
import type { Database } from '@/lib/database.types';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { waitForMails, type MailboxMessage } from './support/mailbox';
import { createTestUser, TEST_PASSWORD, type TestUser } from './support/session';

// Issue 15, the community's public side: /community by topic, search, order and page (all in the URL), a
// college's recent threads on its page, threads in sitemap.xml, and the one-click unsubscribe of a reply e-mail.
// Rows written with the service role do not revalidate the cached reads, so every check looks at a URL no other
// test has opened before (a unique search word, a new college) or at the seed's threads.

const options = { auth: { persistSession: false, autoRefreshToken: false } };
const service = () => createClient<Database>(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, options);
const word = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A test user with a display name, as the community's bylines show it. */
async function member(name: string): Promise<TestUser & { name: string }> {
  const user = await createTestUser();
  const { error } = await service().from('profiles').update({ name }).eq('id', user.id);
  if (error) throw new Error(`naming the user failed: ${error.message}`);
  return { ...user, name };
}

async function signedIn(user: TestUser) {
  const client = createClient<Database>(E2E_SUPABASE_URL, e2eKeys().anonKey, options);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

type ThreadInsert = Database['public']['Tables']['community_threads']['Insert'];

/** Published threads written by the service role, dated years back so they sort below everything else. */
async function insertThreads(rows: ThreadInsert[]): Promise<{ id: string; slug: string; title: string }[]> {
  const { data, error } = await service().from('community_threads').insert(rows).select('id, slug, title');
  if (error) throw new Error(`creating threads failed: ${error.message}`);
  return data;
}

const longAgo = (minutes: number) => new Date(Date.UTC(2023, 0, 1) + minutes * 60_000).toISOString();

test('topics, search, the unanswered order and pages all live in the URL', async ({ page }) => {
  const author = await member('Kavya Nair');
  const replier = await member('Rohan Das');
  const w = word();
  const xat = await insertThreads(
    Array.from({ length: 23 }, (_, i) => ({
      title: `XAT decision making plan ${w} ${String(i + 1).padStart(2, '0')}`,
      body: `How many decision making sets per day? (${w})`,
      topic: 'xat',
      author_id: author.id,
      status: 'published',
      created_at: longAgo(i),
      last_activity_at: longAgo(i),
    })),
  );
  await insertThreads([
    {
      title: `SNAP general awareness ${w}`,
      body: 'Which sources?',
      topic: 'snap',
      author_id: author.id,
      status: 'published',
      created_at: longAgo(-100),
      last_activity_at: longAgo(-100),
    },
  ]);
  // The newest XAT thread gets a reply, marked as the answer.
  const answered = xat[22];
  const reply = await createReply(await signedIn(replier), replier.id, { threadId: answered.id, body: 'Two sets a day.' });
  const accept = await service().from('community_replies').update({ is_accepted: true }).eq('id', reply.id);
  expect(accept.error).toBeNull();

  // Search with the form (a GET form: the search lands in the URL).
  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search discussions' }).fill(w);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/community?q=${w}`);
  await expect(page.getByText('24 discussions for')).toBeVisible();
  await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);

  // The newest first: the answered thread leads, with its figures and badges.
  const first = cards.first();
  await expect(first.getByRole('link', { name: answered.title })).toHaveAttribute('href', `/community/${answered.slug}`);
  await expect(first).toContainText('XAT');
  await expect(first).toContainText('Answered');
  await expect(first).toContainText('by Kavya Nair');
  await expect(first).toContainText('1 reply');
  await expect(first).toContainText('0 votes');
  await expect(first).toContainText('Last activity');

  await page.getByRole('navigation', { name: 'Discussion pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/community?q=${w}&page=2`);
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('link', { name: `SNAP general awareness ${w}` })).toBeVisible();

  // A topic keeps the search and starts again at page 1; it is marked as the current one.
  const topics = page.getByRole('navigation', { name: 'Community topics' });
  await topics.getByRole('link', { name: 'XAT', exact: true }).click();
  await expect(page).toHaveURL(`/community?topic=xat&q=${w}`);
  await expect(topics.getByRole('link', { name: 'XAT', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XAT discussions');
  await expect(page).toHaveTitle(/^XAT discussions — Community/);
  await expect(page.getByText('23 discussions for')).toBeVisible();
  await expect(page.getByRole('link', { name: `SNAP general awareness ${w}` })).toHaveCount(0);

  // Unanswered: the thread with a reply drops out.
  await page.getByRole('navigation', { name: 'Order discussions' }).getByRole('link', { name: 'Unanswered' }).click();
  await expect(page).toHaveURL(`/community?topic=xat&q=${w}&order=unanswered`);
  await expect(page.getByText('22 discussions for')).toBeVisible();
  await expect(page.getByRole('link', { name: answered.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: xat[21].title })).toBeVisible();

  // A page past the end shows the empty state with a way back; junk choices read as the defaults.
  await page.goto(`/community?q=${w}&page=9`);
  await expect(page.getByText('This page is past the last discussion.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all discussions' }).click();
  await expect(page).toHaveURL('/community');
  const junk = await page.goto(`/community?topic=gmat&order=oldest&page=-3&q=${w}%25%2A`);
  expect(junk?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MBA aspirants’ community');
  await expect(page.getByText('24 discussions for')).toBeVisible();
});

test('the community shows the seed’s pinned thread and a start link, passes axe, and fits 360 px', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('link', { name: 'Start a discussion' }).first()).toHaveAttribute('href', '/community/new');
  const pinned = page.getByRole('article').filter({ hasText: 'Community guidelines' });
  await expect(pinned).toContainText('Pinned');
  await expect(
    page.getByRole('navigation', { name: 'Community topics' }).getByRole('link', { name: 'All topics' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 800 });
  for (const url of ['/community', '/community?topic=gd-pi&order=unanswered', '/community?q=nothing-matches-this']) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('a college page lists its recent threads and invites the first question where there is none', async ({ page }) => {
  const author = await member('Ishaan Mehta');
  const tag = randomUUID().slice(0, 8);
  const db = service();
  const colleges = await db
    .from('colleges')
    .insert([
      {
        name: `Community Test School ${tag}`,
        slug: `community-test-${tag}`,
        location: 'Indore, Madhya Pradesh',
        type: 'Private',
      },
      { name: `Quiet Test School ${tag}`, slug: `quiet-test-${tag}`, location: 'Indore, Madhya Pradesh', type: 'Private' },
    ])
    .select('id, slug, name');
  if (colleges.error) throw new Error(`creating colleges failed: ${colleges.error.message}`);
  const [college, quiet] = colleges.data;
  const thread = await createThread(await signedIn(author), author.id, {
    title: `Hostel and fees at Community Test School ${tag}`,
    body: 'Is the hostel compulsory in the first year?',
    topic: 'colleges',
    collegeId: college.id,
  });

  await page.goto(`/colleges/${college.slug}`);
  const section = page.getByRole('region', { name: `Discussions about ${college.name}` });
  await expect(section.getByRole('link', { name: `Hostel and fees at Community Test School ${tag}` })).toHaveAttribute(
    'href',
    `/community/${thread.slug}`,
  );
  await expect(section).toContainText('by Ishaan Mehta');
  await expect(section.getByRole('link', { name: `Start a discussion about ${college.name}` })).toHaveAttribute(
    'href',
    `/community/new?college=${college.slug}`,
  );

  await page.goto(`/colleges/${quiet.slug}`);
  const empty = page.getByRole('region', { name: `Discussions about ${quiet.name}` });
  await expect(empty).toContainText(`No one has asked about ${quiet.name} yet.`);
  await expect(empty.getByRole('link', { name: 'Ask the first question' })).toHaveAttribute(
    'href',
    `/community/new?college=${quiet.slug}`,
  );
});

test('sitemap.xml lists the published threads with their last activity', async ({ request }) => {
  const anon = createClient<Database>(E2E_SUPABASE_URL, e2eKeys().anonKey, options);
  // The seed's threads: the sitemap may have been made before this test's own rows existed.
  const { data, error } = await anon
    .from('community_threads')
    .select('slug')
    .eq('status', 'published')
    .in('id', ['e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002']);
  expect(error).toBeNull();
  expect(data).toHaveLength(2);
  const body = await (await request.get('/sitemap.xml')).text();
  for (const { slug } of data ?? []) {
    const entry = new RegExp(`<loc>${E2E_BASE_URL}/community/${slug}</loc>\\s*<lastmod>([^<]+)</lastmod>`);
    const match = entry.exec(body);
    expect(match, slug).not.toBeNull();
    expect(Number.isNaN(Date.parse(match?.[1] ?? ''))).toBe(false);
  }
  expect(body).toContain(`<loc>${E2E_BASE_URL}/community</loc>`);
});

function replyMails(request: APIRequestContext, email: string, count: number): Promise<MailboxMessage[]> {
  return waitForMails(request, email, (m) => m.type === 'app' && m.kind === 'community_reply', count);
}

test('the unsubscribe link in a reply e-mail stops that thread’s e-mails with one press', async ({ page, request }) => {
  const author = await member('Neha Kulkarni');
  const replier = await member('Arjun Pillai');
  const authorClient = await signedIn(author);
  const replierClient = await signedIn(replier);
  const tag = randomUUID().slice(0, 8);
  const first = await createThread(authorClient, author.id, {
    title: `NMAT retake strategy ${tag}`,
    body: 'Is it worth using all three attempts?',
    topic: 'nmat',
  });
  const second = await createThread(authorClient, author.id, {
    title: `NMAT score validity ${tag}`,
    body: 'How long do scores count?',
    topic: 'nmat',
  });
  await createReply(replierClient, replier.id, { threadId: first.id, body: 'Use the second one after a full review.' });

  const [mail] = await replyMails(request, author.email, 1);
  expect(mail.subject).toBe(`New reply to "NMAT retake strategy ${tag}"`);
  const link = mail.links.find((l) => l.includes('/community/unsubscribe/'));
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/community/unsubscribe/[A-Za-z0-9_-]{32}$`));

  // Opening the link changes nothing (a mail scanner may fetch it); the button unsubscribes.
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop e-mails about replies?');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get e-mails about replies to this discussion.')).toBeVisible();

  // A reply to the unsubscribed thread sends nothing; one to the author's other thread still does.
  await createReply(replierClient, replier.id, { threadId: first.id, body: 'And keep a mistake log.' });
  await createReply(replierClient, replier.id, { threadId: second.id, body: 'Two years, I think.' });
  const mails = await replyMails(request, author.email, 2);
  expect(mails.map((m) => m.subject).sort()).toEqual([
    `New reply to "NMAT retake strategy ${tag}"`,
    `New reply to "NMAT score validity ${tag}"`,
  ]);

  // The same link again still answers calmly; a made-up or mangled one says it does not work.
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get e-mails about replies to this discussion.')).toBeVisible();
  await page.goto(`/community/unsubscribe/${'B'.repeat(32)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link does not work.')).toBeVisible();
  await page.goto('/community/unsubscribe/not-a-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
});
