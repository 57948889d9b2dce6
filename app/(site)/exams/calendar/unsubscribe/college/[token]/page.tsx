import type { Metadata } from 'next';
import { RemindersStopped } from '@/components/exam-calendar/reminders-stopped';
import { stopApplicationReminders } from '@/lib/data/college-applications';
import { pageMetadata } from '@/lib/seo/metadata';
import type { TypedClient } from '@/lib/supabase/types';

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

const MY_APPLICATIONS = { href: '/profile/applications', label: 'Open My applications' };

async function stopCollegeReminders(client: TypedClient, token: string) {
  const college = await stopApplicationReminders(client, token);
  if (!college) return null;
  return {
    title: `Reminders for ${college} stopped`,
    text: `You will get no more reminder e-mails about ${college}'s application dates. It stays in My applications, where you can turn them on again.`,
    link: MY_APPLICATIONS,
  };
}

/**
 * The one-click link in every reminder about a tracked college's dates: it stops that college's reminders; the
 * college stays tracked, and its card can turn them on again.
 */
export default async function StopCollegeRemindersPage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <RemindersStopped
      token={(await params).token}
      stop={stopCollegeReminders}
      failureTitle="College reminders"
      nothingLink={MY_APPLICATIONS}
    />
  );
}
