import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { LoadError } from '@/components/site/load-error';
import { isDataError } from '@/lib/data/errors';
import { REMINDER_TOKEN } from '@/lib/exam-calendar/reminders';
import { createClient } from '@/lib/supabase/server';
import type { TypedClient } from '@/lib/supabase/types';

type Stopped = { title: string; text: string; link: { href: string; label: string } };

/**
 * What a reminder e-mail's one-click link shows: opening it stops those reminders at once (no sign-in, no second
 * button). Opening it again, or a link that names nothing, says so without revealing anything.
 */
export async function RemindersStopped({
  token,
  stop,
  failureTitle,
  nothingLink,
}: {
  token: string;
  /** Stops what the token names; null when it names nothing (any more). */
  stop: (client: TypedClient, token: string) => Promise<Stopped | null>;
  failureTitle: string;
  nothingLink: { href: string; label: string };
}) {
  let stopped: Stopped | null = null;
  if (REMINDER_TOKEN.test(token)) {
    try {
      stopped = await stop(await createClient(), token);
    } catch (error) {
      return (
        <>
          <PageIntro title={failureTitle} />
          <div className="container-page py-10">
            <LoadError message={isDataError(error) ? error.message : 'Could not stop the reminders. Please try again.'} />
          </div>
        </>
      );
    }
  }
  const link = stopped?.link ?? nothingLink;
  return (
    <>
      <PageIntro title={stopped?.title ?? 'No reminders to stop'}>
        <p>
          {stopped?.text ??
            'This link stops nothing (any more): its reminders were already stopped, or it was copied incompletely.'}
        </p>
      </PageIntro>
      <div className="container-page py-10">
        <Link href={link.href} className="btn-secondary">
          {link.label}
        </Link>
      </div>
    </>
  );
}
