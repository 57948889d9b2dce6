import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createActionChain, userFromClaims, type ActionChain } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import type { Capability } from '@/lib/auth/roles';
import { blogViewCount } from '@/lib/blog/count-view';
import { contactSubmission } from '@/lib/contact/submit';
import type { Role } from '@/lib/data/profiles';
import type { Database } from '@/lib/database.types';
import { newsletterSubscription } from '@/lib/newsletter/subscribe';
import { profileUpdate } from '@/lib/profile/update';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// The action chain and the app's actions against the seeded local stack, with the demo account of each role
// signed in through supabase-js: the chain is the one the Next binding builds, with the caller injected.

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** Spec §6, word for word (as in roles.test.ts). */
const SPEC: Record<Capability, Role[]> = {
  manageContent: ['super_admin', 'editor'],
  manageLeads: ['super_admin', 'editor', 'counselor'],
  moderate: ['super_admin', 'editor', 'community_mod'],
  manageSystem: ['super_admin'],
};

/** supabase/seed.sql's demo account for each role (password Demo@12345). */
const DEMO: Record<Role, { email: string; id: string }> = {
  super_admin: { email: 'superadmin@demo.local', id: 'd0000000-0000-4000-8000-000000000001' },
  editor: { email: 'editor@demo.local', id: 'd0000000-0000-4000-8000-000000000002' },
  counselor: { email: 'counselor@demo.local', id: 'd0000000-0000-4000-8000-000000000003' },
  community_mod: { email: 'moderator@demo.local', id: 'd0000000-0000-4000-8000-000000000004' },
  member: { email: 'member@demo.local', id: 'd0000000-0000-4000-8000-000000000005' },
};

let stack: LocalStack;
let service: SupabaseClient<Database>;
let chain: ActionChain;
const report = vi.fn();
/** Who calls the next action: a demo account's e-mail or null for a visitor, and their address. */
let caller: { email: string | null; ip: string } = { email: null, ip: '198.51.100.1' };
const sessions = new Map<string, SupabaseClient<Database>>();
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${n++}`;

async function clientFor(email: string | null, ip: string): Promise<SupabaseClient<Database>> {
  const key = `${email}|${ip}`;
  const known = sessions.get(key);
  if (known) return known;
  const client = createClient<Database>(stack.url, stack.anonKey, { ...opts, global: { headers: { 'x-forwarded-for': ip } } });
  if (email) {
    const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
    if (error) throw error;
  }
  sessions.set(key, client);
  return client;
}

function as(email: string | null, ip = '198.51.100.1') {
  caller = { email, ip };
}

beforeAll(async () => {
  // The stack believes X-Forwarded-For from 127.0.0.1, as a gateway believes the app's servers.
  stack = await startLocalStack({ port: 0, dataDir: 'memory', trustedProxies: ['127.0.0.1'] });
  service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  chain = createActionChain({
    visitor: async () => ({ ip: caller.ip, userAgent: 'Mozilla/5.0 (integration)' }),
    client: (visitor) => clientFor(caller.email, visitor.ip ?? ''),
    user: userFromClaims,
    report,
  });
}, 120_000);
afterAll(() => stack?.stop());

describe('capabilityAction with the demo account of each role', () => {
  for (const [capability, allowed] of Object.entries(SPEC) as [Capability, Role[]][]) {
    it(`${capability}: allowed for ${allowed.join(', ')}; refused for every other role and for a visitor`, async () => {
      const action = chain.capabilityAction(capability)(
        { name: `test.${capability.toLowerCase()}`, input: z.object({}) },
        async (_input, { role, user }) => ({ role, id: user.id }),
      );
      for (const [role, account] of Object.entries(DEMO) as [Role, (typeof DEMO)[Role]][]) {
        as(account.email);
        const result = await action({});
        if (allowed.includes(role)) expect(result, role).toEqual({ ok: true, data: { role, id: account.id } });
        else expect(result, role).toEqual({ ok: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      }
      as(null);
      expect(await action({})).toEqual({ ok: false, code: 'NOT_AUTHENTICATED', message: 'User not authenticated' });
    });
  }
});

describe('profile update (memberAction)', () => {
  const values = {
    name: 'Mira Demo',
    phone: '+91 98000 00005',
    bio: 'Preparing for CAT.',
    career_goals: 'Product management',
    current_education: 'B.Com',
    work_experience: '1.5',
    target_exams: ['CAT', 'XAT'],
    preferred_locations: ['Pune'],
    budget_range: '₹10–20 lakh',
    avatar_url: '',
  };

  it('saves the signed-in member’s own profile', async () => {
    as(DEMO.member.email);
    expect(await profileUpdate(chain)(values)).toEqual({ ok: true, data: undefined });
    const { data } = await service
      .from('profiles')
      .select('name, phone, work_experience, target_exams, role, is_admin')
      .eq('id', DEMO.member.id)
      .single();
    expect(data).toEqual({
      name: 'Mira Demo',
      phone: '+91 98000 00005',
      work_experience: 1.5,
      target_exams: ['CAT', 'XAT'],
      role: 'member',
      is_admin: false,
    });
  });

  it("answers a visitor 'User not authenticated'", async () => {
    as(null);
    expect(await profileUpdate(chain)(values)).toEqual({
      ok: false,
      code: 'NOT_AUTHENTICATED',
      message: 'User not authenticated',
    });
  });

  it('refuses a bad phone number next to the phone field', async () => {
    as(DEMO.member.email);
    expect(await profileUpdate(chain)({ ...values, phone: '0123' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fieldErrors: { phone: ['Please enter a valid phone number'] },
    });
  });
});

describe('newsletter subscription (publicAction)', () => {
  it('subscribes once and recognises the address again, in the words of spec §8', async () => {
    as(null, '198.51.100.20');
    const subscribe = newsletterSubscription(chain);
    const email = `${uniq('news')}@actions.test`;
    expect(await subscribe({ email: `  ${email.toUpperCase()} `, source: 'prelaunch' })).toEqual({
      ok: true,
      data: { message: 'Successfully subscribed to our newsletter!' },
    });
    expect(await subscribe({ email, source: 'footer' })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'You are already subscribed to our newsletter!',
    });
    const { data } = await service.from('newsletter_subscribers').select('email, source, status').eq('email', email);
    expect(data).toEqual([{ email, source: 'prelaunch', status: 'active' }]);
  });

  it('answers an empty or malformed address next to the e-mail field', async () => {
    as(null, '198.51.100.21');
    const subscribe = newsletterSubscription(chain);
    expect(await subscribe({ email: '  ', source: 'footer' })).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { email: ['Please enter your email address'] },
    });
    expect(await subscribe({ email: 'not-an-email', source: 'footer' })).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('is rate-limited per visitor: the 11th attempt in ten minutes is refused, another visitor is not', async () => {
    const subscribe = newsletterSubscription(chain);
    as(null, '198.51.100.22');
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await subscribe({ email: `${uniq('burst')}@actions.test`, source: 'footer' });
      codes.push(result.ok ? 'ok' : result.code);
    }
    expect(codes).toEqual([...Array<string>(10).fill('ok'), 'RATE_LIMITED']);
    as(null, '198.51.100.23');
    expect((await subscribe({ email: `${uniq('other')}@actions.test`, source: 'footer' })).ok).toBe(true);
  });
});

describe('contact form (publicAction, visitor’s own client)', () => {
  const message = (email: string) => ({
    name: 'Meera Iyer',
    email,
    phone: '+91 98765 43210',
    subject: 'Shortlist help',
    message: 'Which colleges fit a 96 percentile?',
    inquiry_type: 'counseling',
    form_type: 'consultation',
    page_url: 'https://mbadisha.test/contact?type=consultation',
    referrer_url: 'https://www.bing.com/search?q=mba',
    utm_source: '',
    browser_info: '{"language":"en-IN"}',
    device_info: '{"timezone":"Asia/Kolkata"}',
  });

  it('stores the message and an attributed lead as a visitor, with no CRM field of the visitor’s choosing', async () => {
    as(null, '198.51.100.30');
    const email = `${uniq('contact')}@actions.test`;
    expect(await contactSubmission(chain)(message(email))).toEqual({ ok: true, data: { message: expect.any(String) } });
    expect(report).not.toHaveBeenCalled();

    const submissions = await service.from('contact_submissions').select('name, phone, status, ip_address').eq('email', email);
    expect(submissions.data).toEqual([
      { name: 'Meera Iyer', phone: '+919876543210', status: 'new', ip_address: '198.51.100.30' },
    ]);
    const leads = await service
      .from('leads')
      .select('form_type, source, inquiry_type, status, priority, lead_score, user_id, ip_address, browser_info')
      .eq('email', email);
    expect(leads.data).toEqual([
      {
        form_type: 'consultation',
        source: 'organic',
        inquiry_type: 'counseling',
        status: 'new',
        priority: 'medium',
        lead_score: 0,
        user_id: null,
        ip_address: '198.51.100.30',
        browser_info: { language: 'en-IN' },
      },
    ]);
  });

  it('records a signed-in member’s account on the lead', async () => {
    as(DEMO.member.email, '198.51.100.31');
    const email = `${uniq('contact')}@actions.test`;
    expect((await contactSubmission(chain)(message(email))).ok).toBe(true);
    const { data } = await service.from('leads').select('user_id').eq('email', email).single();
    expect(data).toEqual({ user_id: DEMO.member.id });
  });

  it('refuses the sixth message in ten minutes from one visitor', async () => {
    as(null, '198.51.100.32');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await contactSubmission(chain)(message(`${uniq('flood')}@actions.test`));
      codes.push(result.ok ? 'ok' : result.code);
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
  });
});

describe('blog view count (publicAction)', () => {
  it('counts a visitor once a day and answers null for an unknown post', async () => {
    const { data: post } = await service.from('blog_posts').select('id, views').eq('status', 'published').limit(1).single();
    if (!post) throw new Error('the seed has a published post');
    const count = blogViewCount(chain);
    as(null, '198.51.100.40');
    expect(await count({ postId: post.id })).toEqual({ ok: true, data: post.views + 1 });
    expect(await count({ postId: post.id })).toEqual({ ok: true, data: post.views + 1 });
    as(null, '198.51.100.41');
    expect(await count({ postId: post.id })).toEqual({ ok: true, data: post.views + 2 });
    expect(await count({ postId: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: true, data: null });
    expect(await count({ postId: 'not-a-uuid' })).toMatchObject({ ok: false, code: 'VALIDATION' });
  });
});
