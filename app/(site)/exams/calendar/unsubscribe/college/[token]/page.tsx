import type { Metadata } from 'next';
import { UnsubscribePage } from '@/components/site/unsubscribe-page';
import { MY_APPLICATIONS_LINK, UNSUBSCRIBE_PAGE_MESSAGES } from '@/lib/email/unsubscribe.handlers';
import { stopCollegeReminders } from '@/lib/exam-calendar/reminder-unsubscribe.actions';
import { REMINDER_TOKEN } from '@/lib/exam-calendar/reminders';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Stop college reminders',
    description: "Stop the reminder e-mails about a tracked college's application dates.",
    path: '/profile/applications',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/**
 * The link in every reminder about a tracked college's dates. Looking changes nothing; the button stops that
 * college's reminders, and the college stays tracked, where its card can turn them on again.
 */
export default async function StopCollegeRemindersPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <UnsubscribePage
      token={token}
      valid={REMINDER_TOKEN.test(token)}
      title="Stop reminders for this college?"
      action={stopCollegeReminders}
      label="Stop these reminders"
      pendingLabel="Stopping…"
      invalidText={UNSUBSCRIBE_PAGE_MESSAGES.invalid}
      invalidLink={MY_APPLICATIONS_LINK}
    >
      <p>
        This link came with a reminder about the application dates of a college you track in My applications. Press the button to
        stop the reminders about that college. It stays in My applications, where you can turn them on again.
      </p>
    </UnsubscribePage>
  );
}
