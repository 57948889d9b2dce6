import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { communityActions } from '@/lib/community/community.handlers';
import { containsLink } from '@/lib/community/links';
import { publishPost } from '@/lib/data/community/moderation';
import { createReply, createThread } from '@/lib/data/community/posting';
import { readThread } from '@/lib/data/community/thread';
import { LINKED_FORMS, UNLINKED_FORMS } from '../support/community-link-forms';
import { startCommunityWorld, type Client, type CommunityWorld, type Person } from './support/community';

// Issue 34: a new member's post went live link-free and was then edited to add a link (over the app's action or
// straight over REST), or carried a link the hold's pattern did not know (reference-style, protocol-relative,
// e-mail): either way it skipped the first-post hold. Each edit below is the member's own request.

let world: CommunityWorld;
let mod: Person;
let caller: Client;
const reports: unknown[] = [];

beforeAll(async () => {
  world = await startCommunityWorld();
  mod = await world.person('community_mod');
}, 120_000);
afterAll(() => world?.stack.stop());

const actions = () =>
  communityActions(
    createActionChain({
      visitor: async () => ({ ip: '198.51.100.34', userAgent: 'vitest' }),
      client: async () => caller,
      user: userFromClaims,
      report: (_action, cause) => reports.push(cause),
    }),
  );

const LEAD = 'Some context for the question first.';
const status = async (table: 'community_threads' | 'community_replies', id: string) =>
  (await world.service.from(table).select('status').eq('id', id).single()).data?.status;

/** New members, each with one post: a live, link-free thread; a live, link-free reply in someone else's. */
async function newcomers() {
  const [author, replier] = await Promise.all([world.person(), world.person()]);
  const thread = await world.thread(author.id, { title: 'How many mocks before CAT?', body: LEAD });
  const host = await world.thread(mod.id);
  const reply = await world.reply(host.id, replier.id, LEAD);
  return { author, thread, replier, reply };
}

/** The service role puts the post back as it was: live and link-free (the member's only live post of its kind). */
async function reset(table: 'community_threads' | 'community_replies', id: string) {
  const { error } = await world.service.from(table).update({ body: LEAD, status: 'published' }).eq('id', id);
  expect(error).toBeNull();
}

/** PATCH /rest/v1/<table>?id=eq.<id> as the member, with their own access token: no app code in between. */
async function restEdit(member: Person, table: string, id: string, body: Record<string, string>): Promise<number> {
  const { data } = await member.client.auth.getSession();
  const res = await fetch(`${world.stack.url}/rest/v1/${table}?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: world.stack.anonKey,
      authorization: `Bearer ${data.session?.access_token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  return res.status;
}

describe('the database knows every link form the renderer produces', () => {
  it('flags each of them, and leaves ordinary text alone', async () => {
    for (const { name, text } of LINKED_FORMS) {
      expect(containsLink(text), name).toBe(true);
      const { rows } = await world.stack.db.query<{ held: boolean }>('select private.community_has_link($1) as held', [text]);
      expect(rows[0].held, name).toBe(true);
    }
    for (const text of ['I scored 99.2 percentile in CAT, is that enough?', 'Option [A] (the second) is right.', 'a // b']) {
      const { rows } = await world.stack.db.query<{ held: boolean }>('select private.community_has_link($1) as held', [text]);
      expect(rows[0].held, text).toBe(false);
    }
    expect(UNLINKED_FORMS.length).toBeGreaterThan(0);
  });
});

describe("a new member's edit that adds a link is held", () => {
  it('over REST, for a thread and a reply, in every form', async () => {
    const { author, thread, replier, reply } = await newcomers();
    for (const { name, text } of LINKED_FORMS) {
      await reset('community_threads', thread.id);
      expect(await restEdit(author, 'community_threads', thread.id, { body: `${LEAD} ${text}` }), name).toBe(204);
      expect(await status('community_threads', thread.id), `thread: ${name}`).toBe('pending');
      await reset('community_replies', reply);
      expect(await restEdit(replier, 'community_replies', reply, { body: text }), name).toBe(204);
      expect(await status('community_replies', reply), `reply: ${name}`).toBe('pending');
    }
    // A link in the title is held as one in the body is; the public no longer sees the thread.
    await reset('community_threads', thread.id);
    expect(await restEdit(author, 'community_threads', thread.id, { title: 'Free notes at www.evil.example' })).toBe(204);
    expect(await status('community_threads', thread.id)).toBe('pending');
    expect(await readThread(world.anon, thread.slug)).toBeNull();
  });

  it('through the app’s edit action, for a thread and a reply, in every form', async () => {
    const { author, thread, replier, reply } = await newcomers();
    for (const { name, text } of LINKED_FORMS) {
      await reset('community_threads', thread.id);
      caller = author.client;
      const edited = await actions().edit({
        kind: 'thread',
        id: thread.id,
        title: 'How many mocks before CAT?',
        body: `${LEAD} ${text}`,
      });
      expect(edited.ok, name).toBe(true);
      expect(await status('community_threads', thread.id), `thread: ${name}`).toBe('pending');
      await reset('community_replies', reply);
      caller = replier.client;
      expect((await actions().edit({ kind: 'reply', id: reply, body: `${LEAD} ${text}` })).ok, name).toBe(true);
      expect(await status('community_replies', reply), `reply: ${name}`).toBe('pending');
    }
    expect(reports).toEqual([]);
  });

  it('until a moderator publishes it; a held post can be edited no further meanwhile', async () => {
    const { author, thread } = await newcomers();
    expect(await restEdit(author, 'community_threads', thread.id, { body: `${LEAD} [notes][n]\n\n[n]: //evil.example` })).toBe(
      204,
    );
    expect(await status('community_threads', thread.id)).toBe('pending');
    // The author's edits apply to live posts only: nothing changes, so the held text cannot be swapped.
    expect(await restEdit(author, 'community_threads', thread.id, { body: `${LEAD} changed while held` })).toBe(204);
    const { data } = await world.service.from('community_threads').select('body').eq('id', thread.id).single();
    expect(data?.body).toContain('//evil.example');
    await publishPost(mod.client, { kind: 'thread', id: thread.id });
    expect(await status('community_threads', thread.id)).toBe('published');
  });
});

describe('edits that are not held', () => {
  it('a new member’s link-free edit, and an established member’s link', async () => {
    const { author, thread, replier, reply } = await newcomers();
    expect(await restEdit(author, 'community_threads', thread.id, { body: `${LEAD} No links, just a question.` })).toBe(204);
    expect(await status('community_threads', thread.id)).toBe('published');

    // Another live post of theirs is the trust the insert hold asks for too.
    await world.reply(thread.id, replier.id, 'A second live post, link-free.');
    expect(await restEdit(replier, 'community_replies', reply, { body: 'See https://example.org/cat-notes' })).toBe(204);
    expect(await status('community_replies', reply)).toBe('published');
  });
});

describe('a first post carrying a link in a form the old pattern missed', () => {
  it.each([
    ['a reference-style link', '[the notes][n]\n\n[n]: evil.example/notes'],
    ['a protocol-relative link', '[the notes](//evil.example/notes)'],
    ['an e-mail address', 'Write to seller@evil.example for the notes'],
    ['a mailto autolink', 'Write to <mailto:seller@evil.example>'],
  ])('is held on insert: %s', async (_name, text) => {
    const member = await world.person();
    const thread = await createThread(member.client, member.id, {
      title: 'Notes for CAT',
      body: `${LEAD} ${text}`,
      topic: 'cat',
    });
    expect(thread.status).toBe('pending');
    const host = await world.thread(mod.id);
    const reply = await createReply(member.client, member.id, { threadId: host.id, body: text });
    expect(reply.status).toBe('pending');
  });
});
