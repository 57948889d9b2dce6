import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createActionChain } from '@/lib/actions/chain';
import type { Database } from '@/lib/database.types';
import { profileUpdate } from '@/lib/profile/profile.handlers';

// Spec §8 "Failed to update profile" for the failures a test database cannot be made to produce on purpose: the
// profile form's action with a supabase-js client whose PostgREST answers each save with `answer`. The refusal a
// real database gives (no profile to update) is tests/integration/profile-update.test.ts.

const FAILED = 'Failed to update profile';
const MEMBER = { id: '11111111-1111-4111-8111-111111111111', email: 'ravi@example.com' };
const EDIT = {
  name: 'Ravi Shankar',
  phone: '',
  bio: '',
  career_goals: '',
  current_education: 'B.Tech',
  work_experience: '2',
  target_exams: [],
  preferred_locations: [],
  budget_range: '',
};

function saveAnswered(answer: () => Response | Promise<Response>) {
  const report = vi.fn();
  const requests: string[] = [];
  const client = createClient<Database>('http://db.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${new URL(input.toString()).pathname}`);
        return answer();
      },
    },
  });
  const chain = createActionChain({
    visitor: async () => ({ ip: '203.0.113.9', userAgent: 'vitest' }),
    client: async () => client,
    user: async () => MEMBER,
    report,
  });
  return { save: profileUpdate(chain), report, requests };
}

const postgrest = (status: number, code: string, message: string) =>
  Response.json({ code, message, details: null, hint: null }, { status });

describe("profile save failures read 'Failed to update profile' (spec §8)", () => {
  it.each([
    ['an unexpected database error', () => postgrest(500, 'XX000', 'internal error'), 'UNKNOWN', true],
    ['a constraint the form did not know about', () => postgrest(400, '23514', 'violates check constraint'), 'VALIDATION', false],
    [
      'no profile row to update',
      () => postgrest(406, 'PGRST116', 'Cannot coerce the result to a single JSON object'),
      'NOT_FOUND',
      false,
    ],
    ['an answer that is not PostgREST’s', () => new Response('<h1>Bad gateway</h1>', { status: 502 }), 'UNKNOWN', true],
  ])('%s', async (_case, answer, code, reported) => {
    const { save, report, requests } = saveAnswered(answer);
    expect(await save(EDIT)).toEqual({ ok: false, code, message: FAILED });
    expect(requests).toEqual(['PATCH /rest/v1/profiles']);
    expect(report).toHaveBeenCalledTimes(reported ? 1 : 0);
  });

  it('never shows the database’s own text', async () => {
    const { save } = saveAnswered(() => postgrest(500, 'XX000', 'relation "profiles" is corrupted at block 42'));
    const result = await save(EDIT);
    expect(result).toMatchObject({ ok: false, message: FAILED });
    expect(JSON.stringify(result)).not.toContain('corrupted');
  });
});
