import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, signedInClient, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

/** Pretends the refresh token was rotated long enough ago that GoTrue's 10 s reuse interval is over. */
async function ageRefreshToken(token: string) {
  await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [token]);
}

const refresh = (token: string) => client(stack).auth.refreshSession({ refresh_token: token });
const ALREADY_USED = { status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };

describe('a revoked refresh-token family stays revoked', () => {
  it('after reuse detection, the latest token is refused at once instead of reviving the session', async () => {
    const { session } = await signedInClient(stack);
    const first = await refresh(session.refresh_token);
    expect(first.error).toBeNull();
    const middle = first.data.session!.refresh_token;
    const second = await refresh(middle);
    expect(second.error).toBeNull();
    const latest = second.data.session!.refresh_token;

    // The oldest token shows up after the reuse interval: theft is assumed and the whole family is revoked.
    await ageRefreshToken(session.refresh_token);
    expect((await refresh(session.refresh_token)).error).toMatchObject(ALREADY_USED);

    // Revoking just stamped the latest token, and the middle one was rotated seconds ago: neither may be
    // refreshed within what would otherwise be their reuse interval.
    const revived = await refresh(latest);
    expect(revived.data.session).toBeNull();
    expect(revived.error).toMatchObject(ALREADY_USED);
    expect((await refresh(middle)).error).toMatchObject(ALREADY_USED);
    expect((await refresh(session.refresh_token)).error).toMatchObject(ALREADY_USED);
    const { rows } = await stack.db.query<{ live: number }>(
      'select count(*)::int as live from auth.refresh_tokens where session_id = (select session_id from auth.refresh_tokens where token = $1) and not revoked',
      [latest],
    );
    expect(rows).toEqual([{ live: 0 }]);
  });

  it('after sign-out, a token rotated moments ago is refused too', async () => {
    const { client: c, session } = await signedInClient(stack);
    const rotated = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(rotated.error).toBeNull();
    expect((await c.auth.signOut({ scope: 'local' })).error).toBeNull();
    // Both within the reuse interval of their rotation, both gone with the session.
    expect((await refresh(session.refresh_token)).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await refresh(rotated.data.session!.refresh_token)).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    });
  });

  it('still lets a racing tab reuse a just-rotated token while the family is live', async () => {
    const { session } = await signedInClient(stack);
    const a = await refresh(session.refresh_token);
    const b = await refresh(session.refresh_token);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(b.data.session!.refresh_token).toBe(a.data.session!.refresh_token);
  });
});
