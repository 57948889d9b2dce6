import type { Metadata } from 'next';
import Link from 'next/link';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'Set a new password',
  description: 'Choose a new password for your MBA Disha account.',
  path: '/reset-password',
  noIndex: true,
});

/** Target of the reset e-mail (via /auth/callback, which has turned the link's code into a session). */
export default async function ResetPasswordPage() {
  const session = await getServerSession();
  const signedIn = Boolean(session?.claims);

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Set a new password</h1>
        {signedIn ? (
          <>
            <p className="mt-2 mb-5 text-sm text-gray-600">
              Use at least 6 characters; 8 or more with upper and lower case and a digit is strongest.
            </p>
            <NewPasswordForm submitLabel="Set New Password" />
            <p className="mt-5 text-sm">
              <Link href="/profile" className="link">
                Go to your profile
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-gray-700">
              This reset link is invalid or has expired. Request a new one from the sign-in form.
            </p>
            <p className="mt-5">
              <Link href="/signin?mode=reset" className="btn-brand">
                Request a new link
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
