import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const MESSAGE = 'Malformed percent-encoding in the request path or query string';

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${stack.url}${path}`, { headers: { apikey: stack.anonKey, ...headers }, redirect: 'manual' });
}

describe('malformed percent-encoding', () => {
  it('is a 400 in PostgREST shape for /rest/v1, in the path and in the query', async () => {
    for (const path of [
      '/rest/v1/%E0%A4%A',
      '/rest/v1/ping?select=%zz',
      '/rest/v1/ping?id=eq.%E0%A4%A',
      '/rest/v1/ping?%zz=eq.1',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({
        code: 'PGRST100',
        details: 'Every "%" must start a percent-encoded UTF-8 sequence such as %20 or %C3%A9.',
        hint: null,
        message: MESSAGE,
      });
    }
  });

  it('is a 400 in GoTrue shape for /auth/v1, even on the e-mail link route', async () => {
    const admin = await get('/auth/v1/admin/users/%E0%A4%A', {
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'x-supabase-api-version': '2024-01-01',
    });
    expect(admin.status).toBe(400);
    expect(admin.headers.get('x-sb-error-code')).toBe('validation_failed');
    expect(await admin.json()).toEqual({ code: 'validation_failed', message: MESSAGE });

    const verify = await get('/auth/v1/verify?token=%zz&type=signup&redirect_to=http://127.0.0.1:3000');
    expect(verify.status).toBe(400);
    expect(await verify.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: MESSAGE });
  });

  it('is a 400 in Storage shape for /storage/v1, and plain JSON elsewhere', async () => {
    const storage = await get('/storage/v1/object/public/media/%zz.png');
    expect(storage.status).toBe(400);
    expect(await storage.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: MESSAGE,
    });

    const mailbox = await fetch(`${stack.mailboxUrl}/api/messages?to=%E0%A4%A`);
    expect(mailbox.status).toBe(400);
    expect(await mailbox.json()).toEqual({ message: MESSAGE });
  });

  it('still decodes well-formed URLs: %20, + as space, %25 for a literal percent sign', async () => {
    await stack.db.query(`insert into public.ping values (50, 'a b'), (51, '50% off') on conflict do nothing`);
    const space = await client(stack, 'service').from('ping').select('id').eq('label', 'a b');
    expect(space.data).toEqual([{ id: 50 }]);
    const plus = await (await get('/rest/v1/ping?select=id&label=eq.a+b')).json();
    expect(plus).toEqual([{ id: 50 }]);
    const percent = await client(stack, 'service').from('ping').select('id').like('label', '50%');
    expect(percent.data).toEqual([{ id: 51 }]);
  });
});
