import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInPanel } from '@/components/auth/sign-in-panel';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in to MBA Disha or create a free account to save colleges and articles and keep your profile.',
  path: '/signin',
  noIndex: true,
});

export default async function SignInPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  // Only a path on this site is ever used as the destination (lib/auth/redirect.ts).
  const redirectTo = safeRedirectPath(firstParam(params.redirect));
  const requested = firstParam(params.mode);
  const mode = requested === 'signup' ? 'signUp' : requested === 'reset' ? 'reset' : 'signIn';

  const session = await getServerSession();
  if (session?.claims) redirect(redirectTo);

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        {redirectTo !== '/' ? (
          <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            You need to sign in to continue to that page.
          </p>
        ) : null}
        <input type="hidden" name="redirect" value={redirectTo} />
        <SignInPanel initialMode={mode} redirectTo={redirectTo} />
      </div>
    </div>
  );
}
