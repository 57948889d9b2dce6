import type { Metadata } from 'next';
import Link from 'next/link';
import { ConfirmLink } from '@/components/reviews/confirm-link';
import { signInPathFor } from '@/lib/auth/guards';
import { verifyTokenInput } from '@/lib/reviews/verification-input';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'Confirm your college e-mail',
  description: 'Confirm the link we e-mailed to your college address.',
  path: '/reviews/verify',
  noIndex: true,
});

/**
 * Where the e-mailed link lands. Opening it changes nothing: the signed-in member confirms with a button, so a
 * mail scanner that follows links cannot spend it. Signed out, the member signs in and comes back here.
 */
export default async function VerifyReviewLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const valid = verifyTokenInput.safeParse({ token });
  const session = await getServerSession();
  const here = `/reviews/verify/${encodeURIComponent(token)}`;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Confirm your college e-mail</h1>
      <div className="mt-6 max-w-2xl rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        {!valid.success ? (
          <p role="alert" className="text-danger-700">
            {valid.error.issues[0]?.message}
          </p>
        ) : !session?.claims?.sub ? (
          <>
            <p className="text-gray-900">Sign in to the account that asked for this link, then confirm it here.</p>
            <Link href={signInPathFor('user', here)} className="mt-4 btn-primary">
              Sign in to confirm
            </Link>
          </>
        ) : (
          <>
            <p className="mb-4 text-gray-700">
              Confirm that this address is yours. The link works once, for the account that asked for it.
            </p>
            <ConfirmLink token={token} />
          </>
        )}
      </div>
    </div>
  );
}
