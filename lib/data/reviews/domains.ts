import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import type { TypedClient } from '@/lib/supabase/types';
import { nothingChanged } from './wording';

/*
 * Each college's e-mail domains (public.college_email_domains): anyone reads them (the verification form names
 * them); content managers (editor, super_admin) add, change and remove them with their own client, and every
 * change is recorded under the college in content_events.
 */

export interface CollegeDomain {
  id: string;
  collegeId: string;
  domain: string;
  createdAt: string;
}

const COLUMNS = 'id, college_id, domain, created_at' as const;

type Row = Pick<Tables<'college_email_domains'>, 'id' | 'college_id' | 'domain' | 'created_at'>;

const toDomain = (row: Row): CollegeDomain => ({
  id: row.id,
  collegeId: row.college_id,
  domain: row.domain,
  createdAt: row.created_at,
});

const NOT_EDITOR = 'Only a content manager can change a college’s e-mail domains.';
const NOT_A_DOMAIN = 'Enter the college’s own e-mail domain, such as iima.ac.in: free mail providers prove nothing.';

const DOMAIN_WORDING = (failure: string) => ({
  failure,
  FORBIDDEN: NOT_EDITOR,
  VALIDATION: NOT_A_DOMAIN,
  CONFLICT: 'This college already has that domain.',
  NOT_FOUND: REVIEW_MESSAGES.collegeNotListed,
});

/** The college's domains, alphabetically. */
export async function listCollegeDomains(client: TypedClient, collegeId: string): Promise<CollegeDomain[]> {
  const { data, error } = await client.from('college_email_domains').select(COLUMNS).eq('college_id', collegeId).order('domain');
  if (error) throw toDataError(error, 'Failed to load the college’s e-mail domains');
  return data.map(toDomain);
}

/** Adds a domain (normalised by lib/reviews/domain-input.ts). */
export async function addCollegeDomain(client: TypedClient, collegeId: string, domain: string): Promise<CollegeDomain> {
  const { data, error } = await client
    .from('college_email_domains')
    .insert({ college_id: collegeId, domain })
    .select(COLUMNS)
    .single();
  if (error) throw toDataError(error, DOMAIN_WORDING('Failed to add the domain'));
  return toDomain(data);
}

export async function changeCollegeDomain(client: TypedClient, id: string, domain: string): Promise<CollegeDomain> {
  const { data, error } = await client.from('college_email_domains').update({ domain }).eq('id', id).select(COLUMNS);
  if (error) throw toDataError(error, DOMAIN_WORDING('Failed to change the domain'));
  if (!data[0]) throw nothingChanged('This domain is no longer listed.');
  return toDomain(data[0]);
}

/** Removes a domain; ties it verified stay (they were true when made), new links to it are refused. */
export async function removeCollegeDomain(client: TypedClient, id: string): Promise<void> {
  const { data, error } = await client.from('college_email_domains').delete().eq('id', id).select('id');
  if (error) throw toDataError(error, DOMAIN_WORDING('Failed to remove the domain'));
  if (data.length === 0) throw nothingChanged('This domain is no longer listed.');
}
