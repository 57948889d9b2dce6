import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { LoadError } from '@/components/site/load-error';
import { isDataError } from '@/lib/data/errors';
import { unsubscribeReminders } from '@/lib/data/exam-calendar-reminders';
import { REMINDER_TOKEN } from '@/lib/exam-calendar/reminders';
import { EXAM_NAMES, type CalendarExam } from '@/lib/exam-calendar/types';
import { calendarHref } from '@/lib/exam-calendar/view-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { createClient } from '@/lib/supabase/server';

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

/**
 * The one-click unsubscribe link in every reminder e-mail: opening it stops that exam's reminders at once (no
 * sign-in, no second button). Opening it again, or a link that names nothing, says so without revealing anything.
 */
export default async function UnsubscribeRemindersPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let exam: CalendarExam | null = null;
  if (REMINDER_TOKEN.test(token)) {
    try {
      exam = await unsubscribeReminders(await createClient(), token);
    } catch (error) {
      return (
        <>
          <PageIntro title="Exam reminders" />
          <div className="container-page py-10">
            <LoadError message={isDataError(error) ? error.message : 'Could not stop the reminders. Please try again.'} />
          </div>
        </>
      );
    }
  }
  return (
    <>
      <PageIntro title={exam ? `${EXAM_NAMES[exam]} reminders stopped` : 'No reminders to stop'}>
        <p>
          {exam
            ? `You will get no more ${EXAM_NAMES[exam]} reminder e-mails from MBA Disha. You can turn them on again on the calendar at any time.`
            : 'This link stops nothing (any more): its reminders were already stopped, or it was copied incompletely.'}
        </p>
      </PageIntro>
      <div className="container-page py-10">
        <Link href={calendarHref({ exam, view: 'list' })} className="btn-secondary">
          {exam ? `See the ${EXAM_NAMES[exam]} calendar` : 'See the exam calendar'}
        </Link>
      </div>
    </>
  );
}
