import type { Metadata } from 'next';
import { UnsubscribePage } from '@/components/site/unsubscribe-page';
import { CALENDAR_LINK, UNSUBSCRIBE_PAGE_MESSAGES } from '@/lib/email/unsubscribe.handlers';
import { stopExamReminders } from '@/lib/exam-calendar/reminder-unsubscribe.actions';
import { REMINDER_TOKEN } from '@/lib/exam-calendar/reminders';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Stop exam reminders',
    description: 'Stop the exam-calendar reminder e-mails for one exam.',
    path: '/exams/calendar',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/** The unsubscribe link in every exam reminder e-mail. Looking changes nothing; the button stops that exam's reminders. */
export default async function StopExamRemindersPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <UnsubscribePage
      token={token}
      valid={REMINDER_TOKEN.test(token)}
      title="Stop these exam reminders?"
      action={stopExamReminders}
      label="Stop these reminders"
      pendingLabel="Stopping…"
      invalidText={UNSUBSCRIBE_PAGE_MESSAGES.invalid}
      invalidLink={CALENDAR_LINK}
    >
      <p>
        This link came with a reminder e-mail about an exam you follow on the exam calendar. Press the button to stop the
        reminders for that exam. Reminders for other exams keep coming, and you can turn these on again on the calendar.
      </p>
    </UnsubscribePage>
  );
}
