import { stopApplicationReminders } from '@/lib/data/college-applications';
import { unsubscribeFromThread } from '@/lib/data/community/posting';
import { toDataError } from '@/lib/data/errors';
import { unsubscribeReminders } from '@/lib/data/exam-calendar-reminders';
import type { UnsubscribeList } from '@/lib/email/unsubscribe';
import type { CalendarExam } from '@/lib/exam-calendar/types';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The unsubscribes a link in an e-mail makes, by list: any visitor holding the token may use it (the database
 * functions take the token and nothing else), from the page's button or the one-click POST alike.
 */

export type Unsubscribed =
  { list: 'exam'; exam: CalendarExam } | { list: 'college'; college: string } | { list: 'community' } | { list: 'newsletter' };

/** Ends the newsletter subscription the token names; false when it names none. Twice is still true. */
export async function unsubscribeNewsletter(client: TypedClient, token: string): Promise<boolean> {
  const { data, error } = await client.rpc('unsubscribe_newsletter', { token });
  if (error) throw toDataError(error, 'Failed to unsubscribe');
  return data === 'unsubscribed';
}

/**
 * What the token of `list` stopped, or null when it names nothing (any more: stopped reminders forget their
 * token's subject, so the second stop of an exam's or a college's reminders is null too).
 */
export async function unsubscribeFrom(client: TypedClient, list: UnsubscribeList, token: string): Promise<Unsubscribed | null> {
  switch (list) {
    case 'exam': {
      const exam = await unsubscribeReminders(client, token);
      return exam ? { list, exam } : null;
    }
    case 'college': {
      const college = await stopApplicationReminders(client, token);
      return college ? { list, college } : null;
    }
    case 'community':
      return (await unsubscribeFromThread(client, token)) ? { list } : null;
    case 'newsletter':
      return (await unsubscribeNewsletter(client, token)) ? { list } : null;
  }
}
