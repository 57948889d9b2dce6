import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Logo } from '@/components/site/logo';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { getServerSession } from '@/lib/auth/session';
import { getAccessProfile, isAdminProfile } from '@/lib/data/profiles';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Admin sign in' };

export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const target = safeRedirectPath(firstParam((await searchParams).redirect), '/admin');
  // Only back-office paths make sense after an admin sign-in.
  const redirectTo = target === '/admin' || target.startsWith('/admin/') ? target : '/admin';

  const session = await getServerSession();
  if (session?.claims) {
    const profile = await getAccessProfile(session.client, session.claims.sub);
    if (isAdminProfile(profile)) redirect(redirectTo);
  }
  const signedInWithoutAccess = Boolean(session?.claims);

  return (
    <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <ShieldCheck className="h-6 w-6 text-brand-700" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-brand-900">Admin sign in</h1>
          </div>
          <p className="mt-2 text-sm leading-6 text-gray-600">For MBA Disha staff: counsellors, editors and administrators.</p>
          {signedInWithoutAccess ? (
            <p role="alert" className="mt-4 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700">
              Your account does not have admin access. Sign in with a staff account.
            </p>
          ) : null}
          <form className="mt-6" aria-label="Admin sign in">
            <input type="hidden" name="redirect" value={redirectTo} />
            <p className="text-sm text-gray-600">The staff sign-in form is being set up.</p>
          </form>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="link">
            Back to MBA Disha
          </Link>
        </p>
      </div>
    </main>
  );
}
