import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { storageFetch } from './storage-helpers';

let stack: LocalStack;
let service: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  service = client(stack, 'service');
  await service.storage.createBucket('docs');
});
afterAll(() => stack?.stop());

const fileOnDisk = (bucket: string, name: string) => path.join(stack.config.storageDir, bucket, name);

describe('upload, upsert and update', () => {
  it('refuses a second upload unless upsert is on', async () => {
    const docs = service.storage.from('docs');
    expect((await docs.upload('dup.txt', Buffer.from('one'))).error).toBeNull();
    const dup = await docs.upload('dup.txt', Buffer.from('two'));
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const raw = await storageFetch(stack, '/object/docs/dup.txt', { method: 'POST', token: stack.serviceRoleKey, body: 'three' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    expect(await (await docs.download('dup.txt')).data?.text()).toBe('one');

    const upserted = await docs.upload('dup.txt', Buffer.from('four'), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(await (await docs.download('dup.txt')).data?.text()).toBe('four');

    expect((await docs.update('dup.txt', Buffer.from('five'))).error).toBeNull();
    expect(await (await docs.download('dup.txt')).data?.text()).toBe('five');
    const missing = await docs.update('never-uploaded.txt', Buffer.from('x'));
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect(existsSync(fileOnDisk('docs', 'never-uploaded.txt'))).toBe(false);
  });

  it('answers the upload with Id and Key and stores metadata as Storage does', async () => {
    const res = await storageFetch(stack, '/object/docs/meta/a%20b.json', {
      method: 'POST',
      token: stack.serviceRoleKey,
      headers: {
        'content-type': 'application/json',
        'cache-control': 'max-age=60',
        'x-metadata': Buffer.from('{"tag":"x"}').toString('base64'),
      },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Id: string; Key: string };
    expect(body.Key).toBe('docs/meta/a b.json');
    const { rows } = await stack.db.query<{ id: string; metadata: Record<string, unknown>; user_metadata: unknown }>(
      "select id, metadata, user_metadata from storage.objects where bucket_id = 'docs' and name = 'meta/a b.json'",
    );
    expect(rows[0].id).toBe(body.Id);
    expect(rows[0].user_metadata).toEqual({ tag: 'x' });
    expect(rows[0].metadata).toMatchObject({
      size: 7,
      contentLength: 7,
      mimetype: 'application/json',
      cacheControl: 'max-age=60',
      httpStatusCode: 200,
    });
    expect(readdirSync(path.join(stack.config.storageDir, 'docs', 'meta'))).toEqual(['a b.json']);
  });
});

describe('list', () => {
  beforeAll(async () => {
    const docs = service.storage.from('docs');
    await docs.upload('tree/z-folder/inner.txt', Buffer.from('z'));
    await docs.upload('tree/a-folder/deep/inner.txt', Buffer.from('a'));
    for (let i = 0; i < 103; i++) await docs.upload(`tree/file-${String(i).padStart(3, '0')}.txt`, Buffer.from(`file ${i}`));
  });

  it('lists folders first, then files by name, 100 by default', async () => {
    const { data, error } = await service.storage.from('docs').list('tree');
    expect(error).toBeNull();
    expect(data).toHaveLength(100);
    expect(data?.[0]).toEqual({
      name: 'a-folder',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data?.[1].name).toBe('z-folder');
    expect(data?.slice(2).map((o) => o.name)).toEqual(
      Array.from({ length: 98 }, (_, i) => `file-${String(i).padStart(3, '0')}.txt`),
    );
    const file = data?.[2];
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(file?.metadata ?? {}).sort()).toEqual([
      'cacheControl',
      'contentLength',
      'eTag',
      'httpStatusCode',
      'lastModified',
      'mimetype',
      'size',
    ]);
    expect(file?.metadata).toMatchObject({
      size: 6,
      mimetype: 'text/plain;charset=UTF-8',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
  });

  it('pages, searches, sorts and descends into folders', async () => {
    const docs = service.storage.from('docs');
    const page = await docs.list('tree', { limit: 3, offset: 103 });
    expect(page.data?.map((o) => o.name)).toEqual(['file-101.txt', 'file-102.txt']);
    const search = await docs.list('tree', { search: 'file-10' });
    expect(search.data?.map((o) => o.name)).toEqual(['file-100.txt', 'file-101.txt', 'file-102.txt']);
    const desc = await docs.list('tree', { limit: 3, sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((o) => o.name)).toEqual(['z-folder', 'a-folder', 'file-102.txt']);
    expect((await docs.list('tree/a-folder')).data?.map((o) => [o.name, o.id])).toEqual([['deep', null]]);
    expect((await docs.list('tree/a-folder/deep/')).data?.map((o) => o.name)).toEqual(['inner.txt']);
    expect((await docs.list('tree/nowhere')).data).toEqual([]);
  });
});

describe('remove, move and copy', () => {
  it('removes objects and their files, answering with the deleted rows', async () => {
    const docs = service.storage.from('docs');
    await docs.upload('bin/a.txt', Buffer.from('a'));
    await docs.upload('bin/b.txt', Buffer.from('b'));
    const { data, error } = await docs.remove(['bin/a.txt', 'bin/b.txt', 'bin/missing.txt']);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name).sort()).toEqual(['bin/a.txt', 'bin/b.txt']);
    expect(data?.[0]).toMatchObject({ bucket_id: 'docs', metadata: expect.objectContaining({ size: 1 }) });
    expect(existsSync(fileOnDisk('docs', 'bin'))).toBe(false);
    expect(await docs.remove(['bin/a.txt'])).toEqual({ data: [], error: null });
    expect((await docs.download('bin/a.txt')).error).toMatchObject({ statusCode: '404' });
  });

  it('moves and copies objects, within and across buckets', async () => {
    const docs = service.storage.from('docs');
    await docs.upload('mv/from.txt', Buffer.from('moving'));
    expect(await docs.move('mv/from.txt', 'mv/to.txt')).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect((await docs.download('mv/from.txt')).error).toMatchObject({ statusCode: '404' });
    expect(await (await docs.download('mv/to.txt')).data?.text()).toBe('moving');

    expect(await docs.copy('mv/to.txt', 'mv/copy.txt')).toEqual({ data: { path: 'docs/mv/copy.txt' }, error: null });
    expect(await (await docs.download('mv/copy.txt')).data?.text()).toBe('moving');
    const clash = await docs.move('mv/to.txt', 'mv/copy.txt');
    expect(clash.error).toMatchObject({ statusCode: '409' });

    expect((await docs.copy('mv/to.txt', 'copied.txt', { destinationBucket: 'media' })).error).toBeNull();
    expect(await (await fetch(service.storage.from('media').getPublicUrl('copied.txt').data.publicUrl)).text()).toBe('moving');
    const missing = await docs.move('mv/nothing.txt', 'mv/else.txt');
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('signed URLs', () => {
  it('serves a signed URL until it expires', async () => {
    const docs = service.storage.from('docs');
    await docs.upload('signed/report.txt', Buffer.from('secret report'));
    const { data, error } = await docs.createSignedUrl('signed/report.txt', 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/docs/signed/report\\.txt\\?token=`));
    const ok = await fetch(data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('secret report');

    const short = await docs.createSignedUrl('signed/report.txt', 1, { download: true });
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('rejects a token for another object and signs many paths at once', async () => {
    const docs = service.storage.from('docs');
    await docs.upload('signed/one.txt', Buffer.from('1'));
    const { data } = await docs.createSignedUrl('signed/one.txt', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token');
    const other = await storageFetch(stack, `/object/sign/docs/signed/report.txt?token=${token}`);
    expect(await other.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
      message: 'The url do not match the signature',
    });

    const many = await docs.createSignedUrls(['signed/one.txt', 'signed/none.txt'], 60);
    expect(many.data?.[0]).toMatchObject({ path: 'signed/one.txt', error: null });
    expect(many.data?.[1]).toMatchObject({
      path: 'signed/none.txt',
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    expect(await (await fetch(many.data![0].signedUrl!)).text()).toBe('1');
    const missing = await docs.createSignedUrl('signed/none.txt', 60);
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('bucket limits and keys', () => {
  it('enforces file_size_limit and allowed_mime_types (with wildcards)', async () => {
    const limited = service.storage.from('limited');
    const big = await limited.upload('big.png', Buffer.alloc(2000), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const json = await limited.upload('data.json', Buffer.from('{}'), { contentType: 'application/json' });
    expect(json.error).toMatchObject({ statusCode: '415', message: 'mime type application/json is not supported' });
    expect((await limited.upload('small.png', Buffer.alloc(100), { contentType: 'image/png' })).error).toBeNull();
    expect((await limited.upload('note.txt', Buffer.from('hi'))).error).toBeNull();
    expect(existsSync(fileOnDisk('limited', 'big.png'))).toBe(false);
    const { rows } = await stack.db.query("select name from storage.objects where bucket_id = 'limited' order by name");
    expect(rows).toEqual([{ name: 'note.txt' }, { name: 'small.png' }]);
  });

  it('refuses keys that would leave the bucket directory', async () => {
    const res = await storageFetch(stack, '/object/docs/a%2F..%2F..%2Fescape.txt', {
      method: 'POST',
      token: stack.serviceRoleKey,
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(existsSync(path.join(stack.config.storageDir, 'escape.txt'))).toBe(false);
    const { rows } = await stack.db.query("select 1 from storage.objects where name like '%escape%'");
    expect(rows).toEqual([]);
  });

  it('answers an unknown bucket and an unknown route like Storage', async () => {
    const upload = await service.storage.from('nope').upload('x.txt', Buffer.from('x'));
    expect(upload.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const res = await storageFetch(stack, '/nothing/here', { token: stack.serviceRoleKey });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
