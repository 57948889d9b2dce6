import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { isUnsubscribeToken, UNSUBSCRIBE_MESSAGES } from '@/lib/community/community-unsubscribe.handlers';
import { pageMetadata } from '@/lib/seo/metadata';
import { UnsubscribeForm } from './unsubscribe-form';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Stop reply e-mails',
    description: 'Stop e-mails about replies to a discussion you started on the MBA Disha community.',
    path: '/community',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/** Where a reply e-mail's unsubscribe link lands. Looking changes nothing; the button unsubscribes. */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!isUnsubscribeToken(token)) {
    return (
      <>
        <PageIntro title="This link does not work">
          <p>{UNSUBSCRIBE_MESSAGES.invalid}</p>
        </PageIntro>
        <div className="container-page py-10">
          <p className="text-base text-gray-700">
            Open the link from the e-mail again, or copy all of it into the address bar.{' '}
            <Link href="/community" className="link">
              Back to the community
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro title="Stop e-mails about replies?">
        <p>
          We e-mail you when someone replies to a discussion you started. Press the button to stop these e-mails for this
          discussion.
        </p>
      </PageIntro>
      <div className="container-page py-10">
        <UnsubscribeForm token={token} />
      </div>
    </>
  );
}
