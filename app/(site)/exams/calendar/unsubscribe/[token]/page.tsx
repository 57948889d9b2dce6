import type { Metadata } from 'next';
import { RemindersStopped } from '@/components/exam-calendar/reminders-stopped';
import { unsubscribeReminders } from '@/lib/data/exam-calendar-reminders';
import { EXAM_NAMES } from '@/lib/exam-calendar/types';
import { calendarHref } from '@/lib/exam-calendar/view-params';
import { pageMetadata } from '@/lib/seo/metadata';
import type { TypedClient } from '@/lib/supabase/types';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Exam reminders stopped',
    description: 'Stop the exam-calendar reminder e-mails with one click.',
    path: '/exams/calendar',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

async function stopExamReminders(client: TypedClient, token: string) {
  const exam = await unsubscribeReminders(client, token);
  if (!exam) return null;
  const name = EXAM_NAMES[exam];
  return {
    title: `${name} reminders stopped`,
    text: `You will get no more ${name} reminder e-mails from MBA Disha. You can turn them on again on the calendar at any time.`,
    link: { href: calendarHref({ exam, view: 'list' }), label: `See the ${name} calendar` },
  };
}

/** The one-click unsubscribe link in every exam reminder e-mail: opening it stops that exam's reminders. */
export default async function UnsubscribeRemindersPage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <RemindersStopped
      token={(await params).token}
      stop={stopExamReminders}
      failureTitle="Exam reminders"
      nothingLink={{ href: calendarHref({ exam: null, view: 'list' }), label: 'See the exam calendar' }}
    />
  );
}
