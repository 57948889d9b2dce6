import 'server-only';
import { cache } from 'react';
import { listMyAttempts } from '@/lib/data/mock-tests/results';
import { settle, type Loaded } from '@/lib/data/settle';
import { summariseAttempts, type MyTestStatus } from '@/lib/mock-tests/catalogue';
import { getServerSession } from '@/lib/supabase/session';

/*
 * The viewer's own side of the mock-test pages: their last score, percentile and attempt in progress per test.
 * Read with their session's client (it reads cookies, so Next.js never caches it, and row-level security
 * returns only their attempts), once per request however many cards ask.
 */

export type MyMockTests = { signedIn: false } | { signedIn: true; byTest: Loaded<Map<string, MyTestStatus>> };

export const getMyMockTests = cache(async (): Promise<MyMockTests> => {
  const session = await getServerSession();
  const userId = session?.claims?.sub;
  if (!session || !userId) return { signedIn: false };
  const attempts = await settle(listMyAttempts(session.client, userId));
  return {
    signedIn: true,
    byTest: attempts.ok ? { ok: true, value: summariseAttempts(attempts.value) } : attempts,
  };
});
