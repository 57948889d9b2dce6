import type { ApplicationStatus } from '@/lib/applications/statuses';
import { toDataError } from '@/lib/data/errors';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';

/* A member's application tracker (owner-only by RLS): the colleges they apply to, with status, form fee and notes. */

export interface CollegeApplication {
  id: string;
  status: ApplicationStatus;
  formFee: number | null;
  notes: string;
  /** E-mails 7 days and 1 day before the college's application dates, while it is at 'planning'. */
  reminders: boolean;
  updatedAt: string;
  college: { id: string; slug: string; name: string; location: string };
}

export interface ApplicationChange {
  status: ApplicationStatus;
  formFee: number | null;
  notes: string;
  /** Left as it is when not given. */
  reminders?: boolean;
}

export const APPLICATION_MESSAGES = {
  unknownCollege: 'That college is not listed any more. Pick another.',
  already: 'You already track this college: it is in your list below.',
  notFound: 'This application is not in your list any more. Reload the page.',
} as const;

export async function listApplications(client: TypedClient): Promise<CollegeApplication[]> {
  const { data, error } = await client
    .from('college_applications')
    .select('id, status, form_fee, notes, reminders, updated_at, college:colleges!inner(id, slug, name, location)')
    .order('created_at', { ascending: true });
  if (error) throw toDataError(error, 'Failed to load your applications');
  return data.map((row) => ({
    id: row.id,
    status: row.status as ApplicationStatus,
    formFee: row.form_fee,
    notes: row.notes,
    reminders: row.reminders,
    updatedAt: row.updated_at,
    college: row.college,
  }));
}

/** Starts tracking the active college `slug` for `userId`, as 'planning'. */
export async function trackApplication(client: TypedClient, userId: string, slug: string): Promise<void> {
  const college = await client.from('colleges').select('id').eq('slug', slug).eq('is_active', true).maybeSingle();
  if (college.error) throw toDataError(college.error, 'Failed to add the college');
  if (!college.data) throw new DataError('NOT_FOUND', APPLICATION_MESSAGES.unknownCollege);
  const { error } = await client.from('college_applications').insert({ user_id: userId, college_id: college.data.id });
  if (error) throw toDataError(error, { failure: 'Failed to add the college', CONFLICT: APPLICATION_MESSAGES.already });
}

export async function updateApplication(client: TypedClient, id: string, change: ApplicationChange): Promise<void> {
  const { data, error } = await client
    .from('college_applications')
    .update({
      status: change.status,
      form_fee: change.formFee,
      notes: change.notes,
      ...(change.reminders === undefined ? {} : { reminders: change.reminders }),
    })
    .eq('id', id)
    .select('id');
  if (error) throw toDataError(error, 'Failed to save the application');
  if (data.length === 0) throw new DataError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
}

export async function removeApplication(client: TypedClient, id: string): Promise<void> {
  const { error } = await client.from('college_applications').delete().eq('id', id);
  if (error) throw toDataError(error, 'Failed to remove the application');
}

/**
 * The one-click link in a college's reminder e-mail (any visitor holding it): that college's reminders stop. The
 * college's name, or null when the token names no reminders (any more).
 */
export async function stopApplicationReminders(client: TypedClient, token: string): Promise<string | null> {
  const { data, error } = await client.rpc('stop_application_reminders', { token });
  if (error) throw toDataError(error, 'Failed to stop the reminders');
  return typeof data === 'string' ? data : null;
}
