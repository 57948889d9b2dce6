import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { storageFetch, userClient, userToken } from './storage-helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const RLS_ERROR = {
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message: 'new row violates row-level security policy',
};

describe('storage buckets', () => {
  it('creates, reads, updates, empties and deletes a bucket with the service key', async () => {
    const storage = client(stack, 'service').storage;
    const created = await storage.createBucket('reports', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['application/pdf'],
    });
    expect(created).toEqual({ data: { name: 'reports' }, error: null });

    const { data: bucket } = await storage.getBucket('reports');
    expect(bucket).toMatchObject({
      id: 'reports',
      name: 'reports',
      public: false,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['application/pdf'],
    });

    const { data: all } = await storage.listBuckets();
    expect(all?.map((b) => b.id)).toEqual(expect.arrayContaining(['media', 'private', 'limited', 'reports']));

    expect((await storage.updateBucket('reports', { public: true, fileSizeLimit: 2048 })).error).toBeNull();
    expect((await storage.getBucket('reports')).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['application/pdf'],
    });

    await storage.from('reports').upload('q1.pdf', Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    const notEmpty = await storage.deleteBucket('reports');
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });

    expect(await storage.emptyBucket('reports')).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect(await storage.deleteBucket('reports')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    const gone = await storage.getBucket('reports');
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses a duplicate or badly named bucket', async () => {
    const storage = client(stack, 'service').storage;
    const dup = await storage.createBucket('media');
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const res = await storage.createBucket('bad/name');
    expect(res.error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
  });

  it('leaves buckets to RLS: anon sees none and may not create one', async () => {
    const storage = client(stack).storage;
    expect(await storage.listBuckets()).toEqual({ data: [], error: null });
    const { error } = await storage.createBucket('sneaky');
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: RLS_ERROR.message });
  });
});

describe('public bucket with upload policies', () => {
  it('lets an editor (JWT claim) upload and anyone fetch the public URL', async () => {
    const editor = await userClient(stack, { app_metadata: { role: 'editor' } });
    const bucket = editor.client.storage.from('media');
    const { data, error } = await bucket.upload('banners/spring.txt', Buffer.from('hello spring'), { contentType: 'text/plain' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'banners/spring.txt', fullPath: 'media/banners/spring.txt' });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = bucket.getPublicUrl('banners/spring.txt').data;
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/media/banners/spring.txt`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello spring');
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(res.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();

    const info = await fetch(`${stack.url}/storage/v1/object/info/public/media/banners/spring.txt`);
    expect(await info.json()).toMatchObject({
      name: 'banners/spring.txt',
      bucket_id: 'media',
      size: 12,
      content_type: 'text/plain',
    });

    const again = await fetch(publicUrl, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const download = await fetch(bucket.getPublicUrl('banners/spring.txt', { download: 'spring banner.txt' }).data.publicUrl);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''spring%20banner.txt");
  });

  it('lets a user listed in a table upload, and refuses others with the RLS error', async () => {
    const listed = await userClient(stack);
    await stack.db.query('insert into public.storage_media_editors (user_id) values ($1)', [listed.id]);
    expect((await listed.client.storage.from('media').upload('listed.txt', Buffer.from('ok'))).error).toBeNull();

    const stranger = await userClient(stack);
    const denied = await stranger.client.storage.from('media').upload('stranger.txt', Buffer.from('no'));
    expect(denied.error).toMatchObject({ status: 400, statusCode: '403', message: RLS_ERROR.message });
    const anon = await client(stack).storage.from('media').upload('anon.txt', Buffer.from('no'));
    expect(anon.error).toMatchObject({ statusCode: '403', message: RLS_ERROR.message });

    const raw = await storageFetch(stack, '/object/media/raw.txt', { method: 'POST', token: stranger.token, body: 'x' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(RLS_ERROR);
  });

  it('lets only the owner replace a media file with upsert (insert, select and update policies)', async () => {
    const owner = await userClient(stack, { app_metadata: { role: 'editor' } });
    const other = await userClient(stack, { app_metadata: { role: 'editor' } });
    await owner.client.storage.from('media').upload('poster.txt', Buffer.from('v1'));
    expect((await owner.client.storage.from('media').upload('poster.txt', Buffer.from('v2'), { upsert: true })).error).toBeNull();
    const hijack = await other.client.storage.from('media').upload('poster.txt', Buffer.from('v3'), { upsert: true });
    expect(hijack.error).toMatchObject({ statusCode: '403', message: RLS_ERROR.message });
    expect(await (await fetch(owner.client.storage.from('media').getPublicUrl('poster.txt').data.publicUrl)).text()).toBe('v2');
  });

  it('does not serve a private bucket on the public route', async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/public/private/anything.txt`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
  });
});

describe('private bucket with per-user folders', () => {
  it('keeps each user inside their own auth.uid() folder', async () => {
    const alice = await userClient(stack);
    const bob = await userClient(stack);
    const aliceBucket = alice.client.storage.from('private');

    expect(
      (await aliceBucket.upload(`${alice.id}/notes.txt`, new Blob(['alice notes'], { type: 'text/plain' }))).error,
    ).toBeNull();
    const intoBob = await aliceBucket.upload(`${bob.id}/planted.txt`, Buffer.from('x'));
    expect(intoBob.error).toMatchObject({ statusCode: '403', message: RLS_ERROR.message });

    const mine = await aliceBucket.download(`${alice.id}/notes.txt`);
    expect(await mine.data?.text()).toBe('alice notes');
    expect((await aliceBucket.exists(`${alice.id}/notes.txt`)).data).toBe(true);

    const theirs = await bob.client.storage.from('private').download(`${alice.id}/notes.txt`);
    expect(theirs.error).toMatchObject({ status: 400, statusCode: '404' });
    expect((await bob.client.storage.from('private').exists(`${alice.id}/notes.txt`)).data).toBe(false);
    const anon = await client(stack).storage.from('private').download(`${alice.id}/notes.txt`);
    expect(anon.error).toMatchObject({ statusCode: '404' });

    const listed = await aliceBucket.list(alice.id);
    expect(listed.data?.map((o) => o.name)).toEqual(['notes.txt']);
    expect((await bob.client.storage.from('private').list(alice.id)).data).toEqual([]);

    const removedByBob = await bob.client.storage.from('private').remove([`${alice.id}/notes.txt`]);
    expect(removedByBob).toEqual({ data: [], error: null });
    const removed = await aliceBucket.remove([`${alice.id}/notes.txt`]);
    expect(removed.data?.map((o) => o.name)).toEqual([`${alice.id}/notes.txt`]);
  });

  it('answers the authenticated download route and object info as RLS allows', async () => {
    const carol = await userClient(stack);
    const path = `${carol.id}/cv.txt`;
    await carol.client.storage
      .from('private')
      .upload(path, Buffer.from('cv'), { contentType: 'text/plain', metadata: { kind: 'cv' } });
    const res = await storageFetch(stack, `/object/authenticated/private/${path}`, { token: carol.token });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('cv');
    const head = await storageFetch(stack, `/object/private/${path}`, { method: 'HEAD', token: carol.token });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('2');
    const { data: info } = await carol.client.storage.from('private').info(path);
    expect(info).toMatchObject({ name: path, size: 2, contentType: 'text/plain', metadata: { kind: 'cv' } });
  });
});

describe('storage JWT checks', () => {
  it('refuses missing, malformed and expired tokens as Storage does', async () => {
    const none = await storageFetch(stack, '/bucket');
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'jwt must be provided',
    });
    const bad = await storageFetch(stack, '/bucket', { token: 'not-a-jwt' });
    expect(await bad.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized', message: 'jwt malformed' });
    const expired = await storageFetch(stack, '/bucket', { token: await userToken(stack, {}, -10) });
    expect(await expired.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized', message: 'jwt expired' });
  });

  it('accepts the service key in the apikey header alone', async () => {
    const res = await storageFetch(stack, '/bucket/media', { headers: { apikey: stack.serviceRoleKey } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'media', public: true });
  });
});
