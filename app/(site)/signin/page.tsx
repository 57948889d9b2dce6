import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { getServerSession } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  // Only a path on this site is ever used as the destination (lib/auth/redirect.ts).
  const redirectTo = safeRedirectPath(first(params.redirect));

  const session = await getServerSession();
  if (session?.claims) redirect(redirectTo);

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Sign in</h1>
        <p className="mt-2 text-sm leading-6 text-gray-600">
          Sign in to save colleges and articles, track your mock test scores and keep your profile up to date.
        </p>
        {redirectTo !== '/' ? (
          <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            You need to sign in to continue to that page.
          </p>
        ) : null}
        {/* The sign-in form (a later issue) posts this along, so success lands where the visitor was going. */}
        <form className="mt-6" aria-label="Sign in">
          <input type="hidden" name="redirect" value={redirectTo} data-testid="redirect-target" />
          <p className="text-sm text-gray-600">
            Account sign-in is opening soon. Meanwhile, everything else on MBA Disha is open to browse.
          </p>
        </form>
        <p className="mt-6 text-sm">
          <Link href="/" className="link">
            Back to the homepage
          </Link>
        </p>
      </div>
    </div>
  );
}
