import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { MAX_JSON_DEPTH } from '@/supabase/local/json-depth';
import { client, startTestStack } from './helpers';

/*
 * Issue 34: a JSON body nested 20,000 deep got a 500 from every service (JSON.stringify and Postgres's parser run
 * out of stack). Each request below is the attacker's, sent as they would send it, straight over HTTP.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const DEEP = 20_000;
const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const nested = (n: number): unknown => (n === 0 ? 'leaf' : { a: nested(n - 1) });

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });
}

const PGRST102 = {
  code: 'PGRST102',
  message: 'Empty or invalid json',
  details: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
  hint: null,
};

describe('over-deep JSON gets a 400, never a 500', () => {
  it('REST: table inserts and updates, arrays and objects', async () => {
    for (const [key, doc] of [
      ['deep-arrays', arrays(DEEP)],
      ['deep-objects', objects(DEEP)],
    ]) {
      const insert = await post('/rest/v1/kv', `{"key":"${key}","doc":${doc}}`);
      expect(insert.status).toBe(400);
      expect(await insert.json()).toEqual(PGRST102);
      const update = await fetch(`${stack.url}/rest/v1/kv?key=eq.${key}`, {
        method: 'PATCH',
        headers: { apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
        body: `{"doc":${doc}}`,
      });
      expect(update.status).toBe(400);
      expect(await update.json()).toEqual(PGRST102);
    }
    // A bulk insert whose rows are themselves the nesting.
    const bulk = await post('/rest/v1/kv', arrays(DEEP));
    expect(bulk.status).toBe(400);
    expect(await bulk.json()).toEqual(PGRST102);
  });

  it('REST: rpc, with named arguments and with the whole body as one json argument', async () => {
    for (const body of [`{"payload":${arrays(DEEP)}}`, `{"payload":${objects(DEEP)}}`]) {
      const res = await post('/rest/v1/rpc/echo_json', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(PGRST102);
    }
    const whole = await post('/rest/v1/rpc/echo_body', objects(DEEP));
    expect(whole.status).toBe(400);
    expect(await whole.json()).toEqual(PGRST102);
  });

  it('Auth: signup (user metadata) and the other JSON routes answer bad_json', async () => {
    const signup = await post(
      '/auth/v1/signup',
      `{"email":"deep@example.com","password":"Secret#123","data":{"x":${objects(DEEP)}}}`,
      { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    );
    expect(signup.status).toBe(400);
    expect(await signup.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
    const token = await post('/auth/v1/token?grant_type=password', arrays(DEEP), { apikey: stack.anonKey });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error_code: 'bad_json' });
    // Nobody was created by the refused sign-up.
    const { data } = await client(stack, 'service').auth.admin.listUsers();
    expect(data.users.map((u) => u.email)).not.toContain('deep@example.com');
  });

  it('Storage: JSON routes and object metadata (multipart field and x-metadata header)', async () => {
    const list = await post('/storage/v1/object/list/media', `{"prefix":"","options":${objects(DEEP)}}`);
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const bucket = await post('/storage/v1/bucket', `{"name":"deep","id":"deep","x":${arrays(DEEP)}}`);
    expect(bucket.status).toBe(400);

    const form = new FormData();
    form.append('metadata', `{"a":${objects(DEEP)}}`);
    form.append('', new Blob(['hello'], { type: 'text/plain' }), 'deep.txt');
    const multipart = await fetch(`${stack.url}/storage/v1/object/media/deep/form.txt`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
      body: form,
    });
    expect(multipart.status).toBe(400);
    expect(await multipart.json()).toMatchObject({ code: 'InvalidRequest', message: 'Invalid metadata' });

    // The header is capped at 16 KiB by Node, so this is as deep as it can go there; still far over the limit.
    const header = Buffer.from(`{"a":${arrays(5000)}}`).toString('base64');
    const raw = await post('/storage/v1/object/media/deep/raw.txt', 'hello', {
      'content-type': 'text/plain',
      'x-metadata': header,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'InvalidRequest', message: 'Invalid metadata' });
    const { data } = await client(stack, 'service').storage.from('media').list('deep');
    expect(data).toEqual([]);
  });
});

describe('JSON in the URL', () => {
  // Filters and GET rpc arguments reach Postgres as text it parses itself. Node caps a request's head at 16 KiB,
  // some 8,000 levels at most, and Postgres parses json and jsonb some 10,000 deep, so neither is refused here.
  it('is never deep enough to make Postgres fail', async () => {
    for (const depth of [7_000, 8_000, 9_000]) {
      for (const path of [`/rest/v1/kv?doc=eq.${arrays(depth)}`, `/rest/v1/rpc/echo_json?payload=${arrays(depth)}`]) {
        const res = await fetch(`${stack.url}${path}`, { headers: { apikey: stack.serviceRoleKey } });
        expect([200, 431], `${depth} levels: ${path.slice(0, 30)}`).toContain(res.status);
      }
    }
  });
});

describe('ordinary nested JSON still works', () => {
  it('takes bodies up to the limit, with brackets inside strings not counted', async () => {
    const service = client(stack, 'service');
    const doc = { level: nested(40), text: '[[[[{{{{ not nesting }}}}]]]]'.repeat(100), escaped: 'a \\" [ still a string' };
    const insert = await service.from('kv').insert({ key: 'nested', doc }).select('doc').single();
    expect(insert.error).toBeNull();
    expect(insert.data).toEqual({ doc });
    const update = await service
      .from('kv')
      .update({ doc: { again: nested(10) } })
      .eq('key', 'nested')
      .select('doc')
      .single();
    expect(update.data).toEqual({ doc: { again: nested(10) } });

    const rpc = await service.rpc('echo_json', { payload: nested(50) });
    expect(rpc.error).toBeNull();
    expect(rpc.data).toEqual(nested(50));
    // The limit itself is allowed, one more level is not.
    expect((await post('/rest/v1/rpc/echo_body', objects(MAX_JSON_DEPTH))).status).toBe(200);
    expect((await post('/rest/v1/rpc/echo_body', objects(MAX_JSON_DEPTH + 1))).status).toBe(400);
  });

  it('signs up with nested metadata and uploads with nested object metadata', async () => {
    const anon = client(stack);
    const signup = await anon.auth.signUp({
      email: 'nested@example.com',
      password: 'Secret#123',
      options: { data: { prefs: nested(20) } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.user_metadata.prefs).toEqual(nested(20));

    const storage = client(stack, 'service').storage.from('media');
    const upload = await storage.upload('nested/ok.txt', new Blob(['hi'], { type: 'text/plain' }), {
      metadata: { tree: nested(20) },
    });
    expect(upload.error).toBeNull();
    const info = await storage.info('nested/ok.txt');
    expect(info.data?.metadata).toEqual({ tree: nested(20) });
  });
});
