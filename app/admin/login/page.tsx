import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AdminSignInForm } from '@/components/auth/admin-sign-in-form';
import { NoStaffAccess } from '@/components/auth/no-staff-access';
import { ShieldCheck } from '@/components/icons/shield-check';
import { Logo } from '@/components/site/logo';
import { getViewerAccess } from '@/lib/auth/admin';
import { adminReturnPath } from '@/lib/auth/guards';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Admin sign in' };

export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const redirectTo = adminReturnPath(firstParam((await searchParams).redirect));

  const { session, signedIn, profile } = await getViewerAccess();
  if (profile?.is_admin === true) redirect(redirectTo);
  const email = typeof session?.claims?.email === 'string' ? session.claims.email : '';

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
          {signedIn ? <NoStaffAccess email={email} /> : <AdminSignInForm redirectTo={redirectTo} />}
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
