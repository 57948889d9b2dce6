import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { findMediaUsage, listMedia, publicUrlOf } from '@/lib/data/media';
import { mediaActions } from '@/lib/media/media.handlers';
import { AVATAR_BUCKET, avatarObjectPath, MEDIA_BUCKET, mediaObjectPath } from '@/lib/media/rules';
import { avatarActions } from '@/lib/profile/avatar.handlers';
import type { LocalStack } from '@/supabase/local';
import { service, startFormsStack, uniq, visitor, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// The media library and members' photos through supabase-js, as the browser (uploads) and the server actions
// (records, details, deletes) do them: who may write the media bucket and table, whose avatar folder is whose,
// and where a file is still used.

let stack: LocalStack;
let admin: Client;
let editor: Client;
let editorId = '';
let counselor: Client;
let member: Client;
let memberId = '';
let otherMemberId = '';
let anon: Client;
const report = vi.fn();

/** The action chain acting as one signed-in client, as lib/actions/next.ts binds it to a request. */
const chainFor = (client: Client) =>
  createActionChain({
    visitor: async () => ({ ip: '192.0.2.1', userAgent: 'integration' }),
    client: async () => client,
    user: userFromClaims,
    report,
  });

// The smallest valid PNG (1×1, transparent).
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = () => new Blob([PNG], { type: 'image/png' });
const token = () =>
  uniq('t')
    .replace(/[^a-z0-9]/g, '')
    .slice(-20);
const newPath = (name = 'campus.png') => mediaObjectPath({ name, type: 'image/png' }, new Date(), token());

async function objectExists(bucket: string, path: string): Promise<boolean> {
  const { rows } = await stack.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path]);
  return rows.length === 1;
}

async function mediaRow(id: string): Promise<Row | undefined> {
  const { rows } = await stack.db.query<Row>('select * from public.media where id = $1', [id]);
  return rows[0];
}

/** A library file put there by the service role: storage object and row. */
async function seedFile(): Promise<{ id: string; path: string; url: string }> {
  const path = newPath();
  const up = await admin.storage.from(MEDIA_BUCKET).upload(path, png(), { contentType: 'image/png' });
  if (up.error) throw up.error;
  const { data, error } = await admin
    .from('media')
    .insert({ storage_path: path, file_name: 'campus.png', mime_type: 'image/png', size_bytes: PNG.byteLength })
    .select('id')
    .single();
  if (error) throw error;
  return { id: data.id, path, url: publicUrlOf(admin, MEDIA_BUCKET, path) };
}

beforeAll(async () => {
  stack = await startFormsStack();
  admin = service(stack);
  ({ client: editor, id: editorId } = await staff(stack, 'editor', 'Ananya Iyer'));
  counselor = (await staff(stack, 'counselor', 'Priya Nair')).client;
  ({ client: member, id: memberId } = await staff(stack, 'member', 'Aditya Verma'));
  otherMemberId = (await staff(stack, 'member', 'Meera Das')).id;
  anon = visitor(stack, '192.0.2.9');
}, 120_000);
afterAll(() => stack?.stop());

describe('media library (content managers)', () => {
  it('uploads, records, edits and deletes a file: object and row, with the history', async () => {
    const path = newPath('Campus Day.png');
    const up = await editor.storage.from(MEDIA_BUCKET).upload(path, png(), { contentType: 'image/png' });
    expect(up.error).toBeNull();

    const actions = mediaActions(chainFor(editor));
    const recorded = await actions.record({
      storage_path: path,
      file_name: 'Campus Day.png',
      mime_type: 'image/png',
      size_bytes: PNG.byteLength,
      width: 1,
      height: 1,
      alt_text: '  Students on the lawn  ',
    });
    if (!recorded.ok) throw new Error(recorded.message);
    const { item } = recorded.data;
    expect(item).toMatchObject({ fileName: 'Campus Day.png', altText: 'Students on the lawn', width: 1, height: 1 });
    expect(item.url).toBe(`${stack.url}/storage/v1/object/public/media/${path}`);
    expect((await fetch(item.url)).status).toBe(200);
    expect((await mediaRow(item.id))?.uploaded_by).toBe(editorId);

    const found = await listMedia(editor, { q: 'students on' });
    expect(found.items.map((i) => i.id)).toContain(item.id);

    expect(await actions.saveDetails({ id: item.id, alt_text: 'Convocation', caption: 'Batch of 2026' })).toMatchObject({
      ok: true,
    });
    expect(await mediaRow(item.id)).toMatchObject({ alt_text: 'Convocation', caption: 'Batch of 2026' });

    expect(await actions.remove({ id: item.id })).toEqual({
      ok: true,
      data: { message: 'Deleted Campus Day.png.', id: item.id, name: 'Campus Day.png' },
    });
    expect(await mediaRow(item.id)).toBeUndefined();
    expect(await objectExists(MEDIA_BUCKET, path)).toBe(false);

    const { rows } = await stack.db.query<Row>(
      "select action, actor_id from public.content_events where subject_table = 'media' and subject_id = $1 order by id",
      [item.id],
    );
    expect(rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['insert', editorId],
      ['update', editorId],
      ['delete', editorId],
    ]);
  });

  it('refuses a record with a path the library does not make, a type it does not take, or a size over the limit', async () => {
    const actions = mediaActions(chainFor(editor));
    const base = { storage_path: newPath(), file_name: 'a.png', mime_type: 'image/png', size_bytes: 10 };
    for (const bad of [
      { storage_path: '../avatars/x.png' },
      { storage_path: 'library/2026/01/abc123-x.svg' },
      { mime_type: 'image/svg+xml' },
      { size_bytes: 10 * 1024 * 1024 + 1 },
      { width: '0' },
    ]) {
      const result = await actions.record({ ...base, ...bad });
      expect(result, JSON.stringify(bad)).toMatchObject({ ok: false, code: 'VALIDATION' });
    }
  });

  it('has the bucket refuse what the browser check refuses: a type or size it does not allow', async () => {
    const text = await editor.storage
      .from(MEDIA_BUCKET)
      .upload(newPath(), new Blob(['hello'], { type: 'text/plain' }), { contentType: 'text/plain' });
    expect(text.error).not.toBeNull();
    const big = await editor.storage
      .from(MEDIA_BUCKET)
      .upload(newPath(), new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' }), { contentType: 'image/png' });
    expect(big.error).not.toBeNull();
  });
});

describe('media writes refused to counsellors, members and visitors (RLS and the chain)', () => {
  it('refuses their uploads, records, edits and deletes, and leaves the file as it was', async () => {
    const file = await seedFile();
    for (const [who, client] of [
      ['counselor', counselor],
      ['member', member],
      ['anon', anon],
    ] as const) {
      const up = await client.storage.from(MEDIA_BUCKET).upload(newPath(), png(), { contentType: 'image/png' });
      expect(up.error, who).not.toBeNull();

      const insert = await client.from('media').insert({ storage_path: newPath(), file_name: 'x.png' });
      expect(insert.error?.code, who).toMatch(/^42501$/);

      const update = await client.from('media').update({ alt_text: 'hacked' }).eq('id', file.id).select('id');
      expect(update.data ?? [], who).toEqual([]);
      const remove = await client.from('media').delete().eq('id', file.id).select('id');
      expect(remove.data ?? [], who).toEqual([]);

      const removed = await client.storage.from(MEDIA_BUCKET).remove([file.path]);
      expect(removed.data ?? [], who).toEqual([]);

      if (who !== 'anon') {
        const actions = mediaActions(chainFor(client));
        const refused = { ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
        expect(await actions.remove({ id: file.id }), who).toEqual(refused);
        expect(await actions.saveDetails({ id: file.id, alt_text: 'x' }), who).toEqual(refused);
        expect(await actions.browse({}), who).toEqual(refused);
      }
    }
    expect(await mediaRow(file.id)).toMatchObject({ alt_text: null });
    expect(await objectExists(MEDIA_BUCKET, file.path)).toBe(true);
  });
});

describe('avatars (members, their own folder only)', () => {
  it('lets a member write only their own folder', async () => {
    const own = await member.storage
      .from(AVATAR_BUCKET)
      .upload(avatarObjectPath(memberId, 'image/png', token()), png(), { contentType: 'image/png' });
    expect(own.error).toBeNull();
    const theirs = await member.storage
      .from(AVATAR_BUCKET)
      .upload(avatarObjectPath(otherMemberId, 'image/png', token()), png(), { contentType: 'image/png' });
    expect(theirs.error).not.toBeNull();
    const root = await member.storage.from(AVATAR_BUCKET).upload(`avatar-${token()}.png`, png(), { contentType: 'image/png' });
    expect(root.error).not.toBeNull();
  });

  it('sets the profile photo to the upload, keeps only the newest file, and removes it', async () => {
    const actions = avatarActions(chainFor(member));
    const first = avatarObjectPath(memberId, 'image/png', token());
    const second = avatarObjectPath(memberId, 'image/png', token());
    for (const path of [first, second]) {
      expect((await member.storage.from(AVATAR_BUCKET).upload(path, png(), { contentType: 'image/png' })).error).toBeNull();
      const result = await actions.set({ path });
      expect(result).toMatchObject({ ok: true, data: { url: publicUrlOf(member, AVATAR_BUCKET, path), isAuthor: false } });
    }
    const profile = await admin.from('profiles').select('avatar_url').eq('id', memberId).single();
    expect(profile.data?.avatar_url).toBe(publicUrlOf(member, AVATAR_BUCKET, second));
    expect(await objectExists(AVATAR_BUCKET, first)).toBe(false);
    expect(await objectExists(AVATAR_BUCKET, second)).toBe(true);

    expect(await actions.remove({})).toMatchObject({ ok: true, data: { message: 'Photo removed.', url: null } });
    expect((await admin.from('profiles').select('avatar_url').eq('id', memberId).single()).data?.avatar_url).toBeNull();
    expect(await objectExists(AVATAR_BUCKET, second)).toBe(false);
  });

  it("refuses to point a profile at another member's file or at a file that was never uploaded", async () => {
    const theirs = avatarObjectPath(otherMemberId, 'image/png', token());
    await admin.storage.from(AVATAR_BUCKET).upload(theirs, png(), { contentType: 'image/png' });
    const actions = avatarActions(chainFor(member));
    for (const path of [theirs, avatarObjectPath(memberId, 'image/png', token()), `${memberId}/../${theirs}`]) {
      expect(await actions.set({ path }), path).toMatchObject({ ok: false, code: 'VALIDATION' });
    }
    expect(await avatarActions(chainFor(anon)).set({ path: theirs })).toMatchObject({ ok: false, code: 'NOT_AUTHENTICATED' });
  });
});

describe('where a file is used (public.media_usage)', () => {
  it('finds the college and the post that show the URL, and nothing for an unused file', async () => {
    const used = await seedFile();
    const unused = await seedFile();
    const slug = uniq('college');
    await stack.db.query(`insert into public.colleges (slug, name, location, logo_url) values ($1, $2, 'Pune', $3)`, [
      slug,
      'Usage College',
      used.url,
    ]);
    const post = uniq('post');
    await stack.db.query(
      `insert into public.blog_posts (slug, title, category, content, status) values ($1, 'Campus tour', 'CAT Preparation', $2, 'draft')`,
      [post, `Our campus:\n\n![Lawn](${used.url})`],
    );
    await stack.db.query(
      `insert into public.videos (title, video_url, thumbnail_url) values ('Tour', 'https://youtu.be/x', $1)`,
      [`${used.url}?width=320`],
    );

    const uses = await findMediaUsage(editor, used.url);
    expect(uses.map((u) => [u.kind, u.title, u.slug, u.field])).toEqual([
      ['blog_post', 'Campus tour', post, 'content'],
      ['college', 'Usage College', slug, 'logo'],
      ['video', 'Tour', null, 'thumbnail'],
    ]);
    expect(await findMediaUsage(editor, unused.url)).toEqual([]);
    expect(await findMediaUsage(editor, 'http')).toEqual([]);
  });

  it('answers content managers only', async () => {
    for (const client of [counselor, member, anon]) {
      const { error } = await client.rpc('media_usage', { file_url: 'http://127.0.0.1/storage/v1/object/public/media/x.png' });
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    }
  });
});
