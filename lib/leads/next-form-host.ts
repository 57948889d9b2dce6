import 'server-only';
import { cookies, headers } from 'next/headers';
import { getCollegeBySlug } from '@/lib/data/colleges';
import { getExamBySlug } from '@/lib/data/exams';
import { getPublicSetting } from '@/lib/data/site-settings';
import { siteUrl } from '@/lib/env';
import { resolveFeatures } from '@/lib/settings/values';
import { serverKey } from '@/lib/supabase/server-key';
import { ATTRIBUTION_COOKIE, decodeTouchHistory } from './attribution-cookie';
import type { EnquiryHost, NewsletterHost } from './form-host';

/** A college's name as its page and the consultation form show it. */
export async function collegeNameBySlug(slug: string): Promise<string | null> {
  const college = await getCollegeBySlug(slug);
  return college ? (college.short_name ?? college.name) : null;
}

export async function examNameBySlug(slug: string): Promise<string | null> {
  const exam = await getExamBySlug(slug);
  return exam?.name ?? null;
}

/** The public forms' host in Next: the request's cookies and headers, the database's signing key, cached catalogue reads. */
export const nextFormHost: EnquiryHost & NewsletterHost = {
  async touches() {
    return decodeTouchHistory((await cookies()).get(ATTRIBUTION_COOKIE)?.value);
  },
  async ownHosts() {
    const requestHeaders = await headers();
    return [requestHeaders.get('host')?.replace(/:\d+$/, '') ?? '', siteUrl().hostname];
  },
  secret: serverKey,
  now: () => new Date(),
  collegeName: collegeNameBySlug,
  examName: examNameBySlug,
  async newsletterOpen() {
    return resolveFeatures(await getPublicSetting('features')).newsletter_signup;
  },
};
