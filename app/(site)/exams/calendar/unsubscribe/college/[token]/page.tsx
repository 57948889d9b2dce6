import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { LoadError } from '@/components/site/load-error';
import { stopApplicationReminders } from '@/lib/data/college-applications';
import { isDataError } from '@/lib/data/errors';
import { REMINDER_TOKEN } from '@/lib/exam-calendar/reminders';
import { pageMetadata } from '@/lib/seo/metadata';
import { createClient } from '@/lib/supabase/server';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'College reminders stopped',
    description: "Stop the reminder e-mails about a tracked college's application dates with one click.",
    path: '/profile/applications',
    noIndex: true,
  }),
  // The token is in this page's address: no link on it may carry the address to another site.
  referrer: 'no-referrer',
};

/**
 * The one-click link in every reminder about a tracked college's dates: opening it stops that college's reminders
 * (no sign-in, no second button). The college stays tracked; reminders can be turned on again on its card.
 */
export default async function StopCollegeRemindersPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let college: string | null = null;
  if (REMINDER_TOKEN.test(token)) {
    try {
      college = await stopApplicationReminders(await createClient(), token);
    } catch (error) {
      return (
        <>
          <PageIntro title="College reminders" />
          <div className="container-page py-10">
            <LoadError message={isDataError(error) ? error.message : 'Could not stop the reminders. Please try again.'} />
          </div>
        </>
      );
    }
  }
  return (
    <>
      <PageIntro title={college ? `Reminders for ${college} stopped` : 'No reminders to stop'}>
        <p>
          {college
            ? `You will get no more reminder e-mails about ${college}'s application dates. It stays in My applications, where you can turn them on again.`
            : 'This link stops nothing (any more): its reminders were already stopped, or it was copied incompletely.'}
        </p>
      </PageIntro>
      <div className="container-page py-10">
        <Link href="/profile/applications" className="btn-secondary">
          Open My applications
        </Link>
      </div>
    </>
  );
}
