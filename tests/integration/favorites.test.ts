import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavorite,
  isFavorite,
  listFavoriteColleges,
  listFavoriteIds,
  listFavoritePosts,
  removeFavorite,
} from '@/lib/data/favorites';
import { ensureProfile, getProfile } from '@/lib/data/profiles';
import { startLocalStack, type LocalStack } from '@/supabase/local';

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PASSWORD = 'Demo@12345';

let stack: LocalStack;
let service: SupabaseClient;
let n = 0;

/**
 * A user signed up through the public API (so the sign-up data reaches the profile), who follows the
 * confirmation link the stack mailed (sign-up confirms by e-mail) and signs in.
 */
async function signUp(data?: Record<string, string>) {
  const email = `fav-${Date.now().toString(36)}-${n++}@Example.com`.toLowerCase();
  const client = createClient(stack.url, stack.anonKey, opts);
  const signedUp = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (signedUp.error) throw signedUp.error;
  const [confirmation] = stack.mailbox.list(email).filter((m) => m.type === 'signup');
  if (!confirmation) throw new Error(`no confirmation e-mail to ${email}`);
  await fetch(confirmation.links[0], { redirect: 'manual' });
  const { data: result, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !result.user || !result.session) throw error ?? new Error('no session after confirming the sign-up');
  return { client, user: result.user, email };
}

async function firstId(table: 'colleges' | 'blog_posts', offset = 0): Promise<string> {
  const { data, error } = await service.from(table).select('id').order('slug').range(offset, offset);
  if (error || !data?.[0]) throw error ?? new Error(`no ${table}`);
  return data[0].id as string;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
  service = createClient(stack.url, stack.serviceRoleKey, opts);
});

afterAll(async () => {
  await stack?.stop();
});

describe('favourites', () => {
  it('are saved, checked and removed for the signed-in user', async () => {
    const { client, user } = await signUp({ name: 'Asha Rao' });
    const college = await firstId('colleges');
    const post = await firstId('blog_posts');

    expect(await isFavorite(client, user.id, 'college', college)).toBe(false);
    await addFavorite(client, user.id, 'college', college);
    await addFavorite(client, user.id, 'college', college); // a double press is harmless
    await addFavorite(client, user.id, 'blog', post);
    expect(await isFavorite(client, user.id, 'college', college)).toBe(true);
    expect((await listFavoriteColleges(client, user.id)).map((c) => c.id)).toEqual([college]);
    expect((await listFavoritePosts(client, user.id)).map((p) => p.id)).toEqual([post]);

    await removeFavorite(client, user.id, 'college', college);
    expect(await isFavorite(client, user.id, 'college', college)).toBe(false);
  });

  it('of one user are invisible to another, who cannot delete them either', async () => {
    const owner = await signUp({ name: 'Owner' });
    const other = await signUp({ name: 'Other' });
    const college = await firstId('colleges', 1);
    await addFavorite(owner.client, owner.user.id, 'college', college);

    expect(await isFavorite(other.client, owner.user.id, 'college', college)).toBe(false);
    expect(await listFavoriteColleges(other.client, owner.user.id)).toEqual([]);
    await removeFavorite(other.client, owner.user.id, 'college', college);
    expect(await isFavorite(owner.client, owner.user.id, 'college', college)).toBe(true);
  });

  it('list the ids of one kind in one query, for their owner only', async () => {
    const owner = await signUp({ name: 'Lister' });
    const other = await signUp({ name: 'Onlooker' });
    const colleges = [await firstId('colleges', 2), await firstId('colleges', 3)];
    const post = await firstId('blog_posts', 1);
    expect(await listFavoriteIds(owner.client, owner.user.id, 'college')).toEqual([]);
    for (const id of colleges) await addFavorite(owner.client, owner.user.id, 'college', id);
    await addFavorite(owner.client, owner.user.id, 'blog', post);

    expect((await listFavoriteIds(owner.client, owner.user.id, 'college')).sort()).toEqual([...colleges].sort());
    expect(await listFavoriteIds(owner.client, owner.user.id, 'blog')).toEqual([post]);
    expect(await listFavoriteIds(other.client, owner.user.id, 'college')).toEqual([]);

    await removeFavorite(owner.client, owner.user.id, 'college', colleges[0]);
    expect(await listFavoriteIds(owner.client, owner.user.id, 'college')).toEqual([colleges[1]]);
  });

  it("answer 'User not authenticated' without a user", async () => {
    const anon = createClient(stack.url, stack.anonKey, opts);
    const college = await firstId('colleges');
    await expect(addFavorite(anon, null, 'college', college)).rejects.toThrow('User not authenticated');
    await expect(removeFavorite(anon, undefined, 'blog', college)).rejects.toThrow('User not authenticated');
    await expect(isFavorite(anon, '', 'college', college)).rejects.toThrow('User not authenticated');
    await expect(listFavoriteColleges(anon, null)).rejects.toThrow('User not authenticated');
    await expect(listFavoriteIds(anon, null, 'college')).rejects.toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });
});

describe('profile creation (spec §4)', () => {
  it('takes the name from sign-up data', async () => {
    const { client, user, email } = await signUp({ name: '  Priya Sharma ', phone: '+91 98765 43210' });
    const profile = await ensureProfile(client, user);
    expect(profile).toMatchObject({
      name: 'Priya Sharma',
      email,
      role: 'member',
      is_admin: false,
      work_experience: 0,
      target_exams: [],
    });
  });

  it('falls back to the part of the e-mail before the @', async () => {
    const { client, user, email } = await signUp();
    const profile = await ensureProfile(client, user);
    expect(profile.name).toBe(email.split('@')[0]);
  });

  it('creates the row when it is missing (accounts made before the trigger)', async () => {
    const { client, user, email } = await signUp({ name: 'Rahul' });
    // Remove the trigger-made row to stand for an older account.
    const { error } = await service.from('profiles').delete().eq('id', user.id);
    expect(error).toBeNull();
    expect(await getProfile(client, user.id)).toBeNull();

    const created = await ensureProfile(client, user);
    expect(created).toMatchObject({
      id: user.id,
      name: 'Rahul',
      email,
      phone: '',
      role: 'member',
      is_admin: false,
      bio: '',
      career_goals: '',
      current_education: '',
      work_experience: 0,
      target_exams: [],
      preferred_locations: [],
      budget_range: '',
      avatar_url: '',
    });
    // And without sign-up data, from the e-mail.
    const bare = await signUp();
    await service.from('profiles').delete().eq('id', bare.user.id);
    expect((await ensureProfile(bare.client, { ...bare.user, user_metadata: {} })).name).toBe(bare.email.split('@')[0]);
  });
});
