import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionChain, userFromClaims, type ActionChain } from '@/lib/actions/chain';
import type { Database } from '@/lib/database.types';
import { profileUpdate } from '@/lib/profile/profile.handlers';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// Spec §8, "Failed to update profile", produced for real: the profile form's action against the local stack, for a
// member whose save the database refuses. The browser's side (the message in the form) is
// tests/e2e/profile-errors.spec.ts.

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PASSWORD = 'Profile-2026-test';

let stack: LocalStack;
let service: SupabaseClient<Database>;
let chain: ActionChain;
let member: SupabaseClient<Database>;
const report = vi.fn();

const edit = {
  name: 'Ravi Shankar',
  phone: '+91 98000 00042',
  bio: 'Preparing for CAT.',
  career_goals: 'Consulting',
  current_education: 'B.Tech, final year',
  work_experience: '2',
  target_exams: ['CAT'],
  preferred_locations: ['Pune'],
  budget_range: '₹10–20 lakh',
};

/** A confirmed account (its profile made by the sign-up trigger), signed in on a client of its own. */
async function newMember(): Promise<{ id: string; client: SupabaseClient<Database> }> {
  const email = `profile-${randomUUID()}@example.com`;
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const client = createClient<Database>(stack.url, stack.anonKey, opts);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, client };
}

async function profileRows(id: string) {
  const { data, error } = await service.from('profiles').select('name, phone, current_education, work_experience').eq('id', id);
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
  service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  chain = createActionChain({
    visitor: async () => ({ ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (integration)' }),
    client: async () => member,
    user: userFromClaims,
    report,
  });
}, 120_000);

afterAll(() => stack?.stop());

describe("a refused profile update reads 'Failed to update profile' (spec §8)", () => {
  it('saves as usual while the profile is there (the control)', async () => {
    const { id, client } = await newMember();
    member = client;
    expect(await profileUpdate(chain)(edit)).toEqual({ ok: true, data: undefined });
    expect(await profileRows(id)).toEqual([
      { name: 'Ravi Shankar', phone: '+91 98000 00042', current_education: 'B.Tech, final year', work_experience: 2 },
    ]);
  });

  it('when the profile is gone from under the member, the update changes nothing and says so', async () => {
    const { id, client } = await newMember();
    member = client;
    // A super admin may delete profiles; the member's open form still sends its save.
    const removed = await service.from('profiles').delete().eq('id', id);
    expect(removed.error).toBeNull();

    expect(await profileUpdate(chain)(edit)).toEqual({ ok: false, code: 'NOT_FOUND', message: 'Failed to update profile' });
    expect(await profileRows(id), 'the refused update made no profile').toEqual([]);
    // Refused by the database as designed, not a fault of ours: nothing is reported.
    expect(report).not.toHaveBeenCalled();
  });
});
