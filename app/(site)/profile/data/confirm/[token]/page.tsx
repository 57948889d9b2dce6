import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageIntro } from '@/components/content/page-intro';
import { ConfirmMemberLinkForm } from '@/components/my-data/confirm-member-link-form';
import { signInPathFor } from '@/lib/auth/guards';
import { confirmMemberLink } from '@/lib/my-data/my-data-member.actions';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Confirm your e-mail address',
    description: 'Confirm that this mailbox is yours to see the data MBA Disha holds for it.',
    path: '/profile/data/confirm',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/**
 * Where the member's mailbox link lands. Looking does nothing (mail scanners fetch links); the button confirms,
 * and only for the account the link was sent to, signed in here.
 */
export default async function ConfirmMailboxPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // proxy.ts already sends signed-out visitors to sign in and back here; the page checks again.
  const session = await getServerSession();
  if (!session?.claims) redirect(signInPathFor('user', `/profile/data/confirm/${encodeURIComponent(token)}`));
  const email = typeof session.claims.email === 'string' ? session.claims.email : '';

  return (
    <>
      <PageIntro title="Confirm your e-mail address">
        <p>
          You opened the link we e-mailed to confirm that this mailbox is yours. Press the button to confirm it for your account
          {email ? (
            <>
              {' '}
              (<span className="break-all">{email}</span>)
            </>
          ) : null}{' '}
          and see the data we hold for it.
        </p>
      </PageIntro>
      <div className="container-page space-y-4 py-10">
        <ConfirmMemberLinkForm token={token} action={confirmMemberLink} />
        <p className="text-sm text-gray-600">
          Not you, or signed in to another account?{' '}
          <Link href="/profile/data" className="link">
            Back to your data
          </Link>
        </p>
      </div>
    </>
  );
}
