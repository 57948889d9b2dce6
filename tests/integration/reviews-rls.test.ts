import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_DOCUMENTS_BUCKET } from '@/lib/reviews/verification-input';
import { RATINGS, REVIEW_TEXT, startReviewsWorld, type Client, type Person, type ReviewsWorld } from './support/reviews';

// Row-level security of every table verified reviews added (20261205000100_review_ties.sql,
// 20261205000200_college_reviews.sql), tried through supabase-js as a visitor, another member and a counsellor (a
// member of staff who does not moderate reviews; an editor neither, but editors keep the e-mail domains): none of
// them reads a member's tie, document check, held review or report, or the moderation record, nor writes any of
// them. The full grid of every role and operation is in rls-matrix.test.ts; this file adds the columns, functions
// and private tables around them.

let world: ReviewsWorld;
let member: Person;
let other: Person;
let counselor: Person;
let editor: Person;
let moderator: Person;
const rows = {} as Record<'tie' | 'check' | 'review' | 'report' | 'event' | 'domain', string>;

beforeAll(async () => {
  world = await startReviewsWorld();
  [member, other, counselor, editor, moderator] = await Promise.all([
    world.person(),
    world.person(),
    world.person('counselor'),
    world.person('editor'),
    world.person('community_mod'),
  ]);
  const college = await world.college();
  rows.tie = await world.tie(member.id, college.id);
  rows.review = await world.review(member.id, college);
  const { data: check } = await world.service
    .from('review_document_checks')
    .insert({
      user_id: member.id,
      college_id: (await world.college()).id,
      document_kind: 'id_card',
      claimed_kind: 'student',
      storage_path: `${member.id}/${crypto.randomUUID()}.png`,
    })
    .select('id')
    .single();
  rows.check = check!.id;
  const published = await world.review(other.id, college, { status: 'published' });
  const { data: report } = await world.service
    .from('review_reports')
    .insert({ reporter_id: member.id, review_id: published, reason: 'fake' })
    .select('id')
    .single();
  rows.report = report!.id;
  const { rows: event } = await world.stack.db.query<{ id: string }>(
    `insert into public.review_moderation_events (action, review_id, reason) values ('refuse', $1, 'Advertising') returning id::text`,
    [rows.review],
  );
  rows.event = event[0].id;
  const { data: domain } = await world.service.from('college_email_domains').select('id').eq('college_id', college.id).single();
  rows.domain = domain!.id;
}, 120_000);
afterAll(() => world?.stack.stop());

type Table = 'review_ties' | 'review_document_checks' | 'college_reviews' | 'review_reports' | 'review_moderation_events';
const OWNED: [Table, keyof typeof rows][] = [
  ['review_ties', 'tie'],
  ['review_document_checks', 'check'],
  ['college_reviews', 'review'],
  ['review_reports', 'report'],
  ['review_moderation_events', 'event'],
];
const outsiders = () =>
  [
    ['a visitor', world.anon],
    ['another member', other.client],
    ['a counsellor', counselor.client],
  ] as [string, Client][];

describe("a member's rows", () => {
  for (const [table, row] of OWNED) {
    it(`${table}: are read, changed and deleted by no visitor, other member or counsellor`, async () => {
      for (const [who, client] of outsiders()) {
        const read = await client.from(table).select('id').eq('id', rows[row]);
        expect(read.data ?? [], `${who} reads ${table}`).toEqual([]);
        const changed = await client.from(table).update({ created_at: '2020-01-01T00:00:00Z' }).eq('id', rows[row]).select('id');
        expect(changed.data ?? [], `${who} changes ${table}`).toEqual([]);
        const deleted = await client.from(table).delete().eq('id', rows[row]).select('id');
        expect(deleted.data ?? [], `${who} deletes ${table}`).toEqual([]);
      }
      const { data } = await world.service.from(table).select('id').eq('id', rows[row]);
      expect(data).toHaveLength(1);
    });
  }

  it("are written in another member's name by nobody", async () => {
    const college = await world.college();
    for (const [who, client] of outsiders()) {
      const attempts = await Promise.all([
        client.from('review_ties').insert({ user_id: member.id, college_id: college.id, kind: 'student', method: 'document' }),
        client.from('review_document_checks').insert({
          user_id: member.id,
          college_id: college.id,
          document_kind: 'id_card',
          claimed_kind: 'student',
          storage_path: `${member.id}/planted.png`,
        }),
        client.from('college_reviews').insert({
          author_id: member.id,
          college_id: college.id,
          program_id: college.programId,
          batch: '2025',
          body: REVIEW_TEXT,
          ...RATINGS,
        }),
        client.from('review_reports').insert({ reporter_id: member.id, review_id: rows.review, reason: 'spam' }),
        client.from('review_moderation_events').insert({ action: 'approve', review_id: rows.review }),
      ]);
      for (const attempt of attempts) expect(attempt.error?.code, who).toMatch(/^(42501|23514|22023)$/);
    }
  });
});

describe('college e-mail domains', () => {
  it('are read by anyone but changed by no member, counsellor or moderator', async () => {
    for (const client of [world.anon, other.client, counselor.client, moderator.client]) {
      expect((await client.from('college_email_domains').select('id').eq('id', rows.domain)).data).toHaveLength(1);
      const changed = await client
        .from('college_email_domains')
        .update({ domain: 'forged.ac.in' })
        .eq('id', rows.domain)
        .select('id');
      expect(changed.data ?? []).toEqual([]);
    }
    const { data } = await world.service.from('college_email_domains').select('domain').eq('id', rows.domain).single();
    expect(data!.domain).not.toBe('forged.ac.in');
  });
});

describe('columns and functions', () => {
  it('withhold the address hash, the deciding moderator and who moderated a review, even from their owner', async () => {
    for (const client of [member.client, moderator.client]) {
      expect((await client.from('review_ties').select('address_hash').eq('id', rows.tie)).error?.code).toBe('42501');
      expect((await client.from('review_ties').select('verified_by').eq('id', rows.tie)).error?.code).toBe('42501');
      expect((await client.from('review_document_checks').select('decided_by').eq('id', rows.check)).error?.code).toBe('42501');
      expect((await client.from('college_reviews').select('moderated_by').eq('id', rows.review)).error?.code).toBe('42501');
    }
  });

  it('give the public views no reviewer, and no write', async () => {
    const { error } = await world.anon.from('published_college_reviews').select('author_id');
    expect(error?.code).toMatch(/^(42703|PGRST204)$/);
    const write = await world.anon.from('published_college_reviews').insert({ body: REVIEW_TEXT } as never);
    expect(write.error).not.toBeNull();
    const totals = await member.client.from('college_review_ratings').delete().neq('reviews', -1);
    expect(totals.error).not.toBeNull();
  });

  it('keep the private link table and views out of the API', async () => {
    for (const client of [world.anon, member.client]) {
      const links = await client
        .schema('private' as 'public')
        .from('review_email_links' as 'college_reviews')
        .select('*');
      expect(links.data).toBeNull();
    }
  });

  it("refuse a visitor every review function, and a member or counsellor the moderators' ones", async () => {
    const id = rows.check;
    const calls = (client: Client) => [
      client.rpc('request_review_email_link', { college_id: id, email: 'a@b.ac.in', kind: 'student' }),
      client.rpc('confirm_review_email_link', { link_token: 'A'.repeat(43) }),
      client.rpc('decide_review_document', { check_id: id, decision: 'student' }),
      client.rpc('mark_review_document_removed', { check_id: id }),
      client.rpc('revoke_review_tie', { tie_id: rows.tie, reason: 'Forged card' }),
    ];
    for (const { error } of await Promise.all(calls(world.anon))) expect(error?.code).toBe('42501');
    for (const client of [other.client, counselor.client, editor.client]) {
      const [, , decide, mark, revoke] = await Promise.all(calls(client));
      expect(decide.error?.code).toBe('42501');
      expect(mark.error?.code).toBe('P0002');
      expect(revoke.error?.code).toBe('42501');
    }
    const { data } = await world.service.from('review_ties').select('id').eq('id', rows.tie);
    expect(data).toHaveLength(1);
  });
});

describe('the review-documents bucket', () => {
  it('lists nothing of a member to a visitor, another member or a counsellor', async () => {
    const path = `${member.id}/${crypto.randomUUID()}.png`;
    const upload = await member.client.storage
      .from(REVIEW_DOCUMENTS_BUCKET)
      .upload(path, new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], { type: 'image/png' }), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    for (const [who, client] of outsiders()) {
      const listed = await client.storage.from(REVIEW_DOCUMENTS_BUCKET).list(member.id);
      expect(listed.data ?? [], who).toEqual([]);
      const removed = await client.storage.from(REVIEW_DOCUMENTS_BUCKET).remove([path]);
      expect(removed.data ?? [], who).toEqual([]);
      expect(await world.stored(path)).toBe(true);
    }
    expect((await member.client.storage.from(REVIEW_DOCUMENTS_BUCKET).list(member.id)).data?.length).toBeGreaterThan(0);
  });
});
