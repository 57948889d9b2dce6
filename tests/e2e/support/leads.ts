import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { MIN_FORM_SECONDS } from '@/lib/leads/form-fields';
import { E2E_SUPABASE_URL, e2eKeys } from '../env';

/**
 * What the lead-capture tests need besides the browser: the service role to find what a form stored (leads,
 * contact_submissions, lead_consents are readable by no visitor), and a visitor address of each test's own.
 */

/** Untyped: the lead-capture columns and tables are read by name, as the tests spell them out. */
export function leadRecords() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Gives the page its own visitor address (the suite's app server believes one hop of X-Forwarded-For, as behind a
 * load balancer: TRUSTED_PROXIES=1 in env.ts): the database's per-address limits then count this test alone.
 */
export async function asVisitor(page: Page): Promise<string> {
  const ip = `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** Waits until a form rendered at `since` (ms) may be sent: the minimum time on the form has passed. */
export async function pastMinimumTime(page: Page, since: number): Promise<void> {
  const left = since + MIN_FORM_SECONDS * 1000 + 250 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

export async function leadsFor(email: string) {
  const { data, error } = await leadRecords().from('leads').select('*').eq('email', email).order('created_at');
  if (error) throw new Error(`reading leads failed: ${error.message}`);
  return data as Record<string, unknown>[];
}

export async function consentsFor(email: string) {
  const { data, error } = await leadRecords()
    .from('lead_consents')
    .select('purpose, granted, label, notice_version, context, lead_id, college_id')
    .eq('email', email)
    .order('purpose')
    .order('created_at');
  if (error) throw new Error(`reading consents failed: ${error.message}`);
  return data as Record<string, unknown>[];
}
