import type { Metadata } from 'next';
import { UnsubscribePage } from '@/components/site/unsubscribe-page';
import { UNSUBSCRIBE_TOKEN } from '@/lib/email/unsubscribe';
import { UNSUBSCRIBE_PAGE_MESSAGES } from '@/lib/email/unsubscribe.handlers';
import { unsubscribeFromNewsletter } from '@/lib/newsletter/newsletter-unsubscribe.actions';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Unsubscribe from the newsletter',
    description: 'Stop the MBA Disha newsletter e-mails.',
    path: '/',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/** The unsubscribe link in every newsletter. Looking changes nothing; the button ends the subscription. */
export default async function NewsletterUnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <UnsubscribePage
      token={token}
      valid={UNSUBSCRIBE_TOKEN.test(token)}
      title="Unsubscribe from the MBA Disha newsletter?"
      action={unsubscribeFromNewsletter}
      label="Unsubscribe"
      pendingLabel="Unsubscribing…"
      invalidText={UNSUBSCRIBE_PAGE_MESSAGES.invalid}
      invalidLink={{ href: '/contact', label: 'Or ask us to unsubscribe you' }}
    >
      <p>
        Press the button to stop the newsletter e-mails to your address. Exam reminders and replies to your discussions are
        separate, and each of those e-mails has its own link to stop them.
      </p>
    </UnsubscribePage>
  );
}
