import type { Metadata } from 'next';
import { AuthLinkContinue } from '@/components/auth/auth-link-continue';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Signing you in', robots: { index: false, follow: false } };

/** Where Auth e-mail links land (sign-up confirmation, password reset): the code is passed on as it came. */
export default async function AuthCallbackPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const forward = new URLSearchParams();
  for (const key of ['code', 'next'] as const) {
    const value = firstParam(params[key]);
    if (value) forward.set(key, value);
  }
  const query = forward.toString();
  return (
    <main id="main-content" className="flex flex-1 flex-col">
      <AuthLinkContinue href={`/auth/callback/complete${query ? `?${query}` : ''}`} />
    </main>
  );
}
