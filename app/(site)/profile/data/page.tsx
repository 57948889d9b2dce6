import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageIntro } from '@/components/content/page-intro';
import { MemberLinkForm } from '@/components/my-data/member-link-form';
import { MyDataView } from '@/components/my-data/my-data-view';
import { LoadError } from '@/components/site/load-error';
import { signInPathFor } from '@/lib/auth/guards';
import { listMyData, needsMailboxProof, type MyData } from '@/lib/data/my-data';
import { isDataError } from '@/lib/errors/data-error';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import { eraseAsMember, requestMemberLink, withdrawAsMember } from '@/lib/my-data/my-data-member.actions';
import { visitorClient } from '@/lib/my-data/visitor-client';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'Your data',
  description: 'The enquiries, newsletter subscription and consents MBA Disha holds for your account’s e-mail address.',
  path: '/profile/data',
  noIndex: true,
});

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-success-700/30 bg-success-50 p-4 font-medium text-success-700">
      {children}
    </p>
  );
}

/**
 * The same as an e-mailed link shows, for the signed-in account's own address — once the account has proved
 * the mailbox with a link sent there (an account alone proves nothing: it may have been made with anyone's
 * address).
 */
export default async function ProfileDataPage({
  searchParams,
}: {
  searchParams: Promise<{ erased?: string; confirmed?: string }>;
}) {
  // proxy.ts already turns signed-out visitors away; the page checks again (it is not the only gate).
  const session = await getServerSession();
  if (!session?.claims) redirect(signInPathFor('user', '/profile/data'));
  const email = typeof session.claims.email === 'string' ? session.claims.email : '';
  const { erased, confirmed } = await searchParams;

  let data: MyData | null = null;
  let unproven = false;
  let failure: string | null = null;
  try {
    data = await listMyData(await visitorClient(), null);
  } catch (error) {
    if (needsMailboxProof(error)) unproven = true;
    else if (isDataError(error) && error.code === 'NOT_AUTHENTICATED') failure = MY_DATA_MESSAGES.accountUnverified;
    else failure = isDataError(error) ? error.message : MY_DATA_MESSAGES.loadFailed;
  }

  return (
    <>
      <PageIntro title="Your data">
        <p>
          The enquiries, contact messages, newsletter subscription and consents we hold for your account&rsquo;s e-mail address.
          Your profile and saved items are on{' '}
          <Link href="/profile" className="link">
            your profile
          </Link>
          .
        </p>
      </PageIntro>
      <div className="container-page space-y-8 py-10">
        {erased ? <Notice>{MY_DATA_MESSAGES.erased}</Notice> : null}
        {confirmed && data ? <Notice>{MY_DATA_MESSAGES.mailboxProven}</Notice> : null}
        {data ? (
          <MyDataView
            data={data}
            withdrawAction={withdrawAsMember}
            eraseAction={eraseAsMember}
            downloadHref="/profile/data/download"
          />
        ) : unproven ? (
          <section aria-labelledby="prove-mailbox-heading" className="max-w-2xl">
            <h2 id="prove-mailbox-heading" className="text-lg font-semibold text-brand-900">
              First, confirm that this mailbox is yours
            </h2>
            <p className="mt-2 text-gray-800">{MY_DATA_MESSAGES.mailboxUnproven}</p>
            <MemberLinkForm email={email} action={requestMemberLink} />
          </section>
        ) : (
          <LoadError message={failure ?? MY_DATA_MESSAGES.loadFailed} />
        )}
      </div>
    </>
  );
}
