import { failedAs, toDataError, type ErrorWording } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { DataError, unlessUnreachable } from '@/lib/errors/data-error';
import type { ExportLead } from '@/lib/leads/export-csv';
import { OPEN_STATUSES, type CallOutcome, type LeadStatus } from '@/lib/leads/lead-fields';
import { leadSearchFilter, type LeadListParams, type LeadSort } from '@/lib/leads/list-params';
import { parseResponseTarget, type ResponseTarget } from '@/lib/leads/response-target';
import { SAMPLE_LEADS } from '@/lib/samples/leads';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's leads (spec §3, §4, §7), always with the caller's own client: row-level security and the
 * database's triggers decide who may read, change, reassign or delete, and keep spec §4's timestamps and the
 * audit trail (public.lead_events). Every read of many leads is paginated.
 */

export type LeadRow = Tables<'leads'>;
export interface CounsellorRef {
  id: string;
  name: string;
  email: string;
}
/** Spec §3's Lead: every column, and the assigned counsellor (id, name, email). */
export type Lead = LeadRow & { assigned_counselor: CounsellorRef | null };

const LIST_COLUMNS =
  'id, name, email, phone, source, form_type, status, priority, lead_score, contact_attempts, subject, utm_campaign, assigned_counselor_id, next_follow_up_at, last_contacted_at, first_contacted_at, created_at, assigned_counselor:counselors(id, name, email)' as const;

/** What a row of the leads table shows. */
export type LeadListItem = Pick<
  Lead,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'source'
  | 'form_type'
  | 'status'
  | 'priority'
  | 'lead_score'
  | 'contact_attempts'
  | 'subject'
  | 'utm_campaign'
  | 'assigned_counselor_id'
  | 'next_follow_up_at'
  | 'last_contacted_at'
  | 'first_contacted_at'
  | 'created_at'
  | 'assigned_counselor'
>;

export interface LeadPage {
  leads: LeadListItem[];
  total: number;
}

/** Where the list's filters stop: the latest arrival that counts as overdue (lib/leads/response-target). */
export interface ListContext {
  overdueCutoff: Date | null;
}

/*
 * Priority is banded from the score (urgent >= 75, high >= 50, medium >= 25), so ordering by score orders by
 * priority too, and within one priority by how strong the lead is. Every order ends in created_at and id so
 * that equal values page in a stable order.
 */
const SORT_COLUMN: Record<LeadSort, 'created_at' | 'lead_score' | 'next_follow_up_at' | 'name'> = {
  created_at: 'created_at',
  lead_score: 'lead_score',
  priority: 'lead_score',
  next_follow_up_at: 'next_follow_up_at',
  name: 'name',
};

export type LeadFilters = Omit<LeadListParams, 'sort' | 'dir' | 'page' | 'limit'>;

function leadsQuery<Columns extends string>(
  client: TypedClient,
  columns: Columns,
  filters: LeadFilters,
  context: ListContext,
  count?: 'exact',
) {
  let query = client.from('leads').select(columns, count ? { count } : undefined);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.source) query = query.eq('source', filters.source);
  if (filters.formType) query = query.eq('form_type', filters.formType);
  if (filters.priority) query = query.eq('priority', filters.priority);
  if (filters.counsellor === 'unassigned') query = query.is('assigned_counselor_id', null);
  else if (filters.counsellor) query = query.eq('assigned_counselor_id', filters.counsellor);
  if (filters.q) query = query.or(leadSearchFilter(filters.q));
  if (filters.overdue) {
    // No working days in the target: nothing can be overdue (an impossible score keeps the query a plain read).
    const cutoff = context.overdueCutoff?.toISOString();
    query = query.eq('status', 'new').eq('contact_attempts', 0);
    query = cutoff ? query.lte('created_at', cutoff) : query.lt('lead_score', 0);
  }
  return query;
}

/** One page of leads for a parsed /admin/leads URL, with the number of leads matching its filters. */
export async function listLeads(client: TypedClient, params: LeadListParams, context: ListContext): Promise<LeadPage> {
  const from = (params.page - 1) * params.limit;
  const ascending = params.dir === 'asc';
  let query = leadsQuery(client, LIST_COLUMNS, params, context, 'exact').order(SORT_COLUMN[params.sort], {
    ascending,
    nullsFirst: false,
  });
  if (params.sort !== 'created_at') query = query.order('created_at', { ascending: false });
  const { data, error, count } = await query.order('id', { ascending }).range(from, from + params.limit - 1);
  if (failedAs(error, 'NOT_FOUND')) {
    // A page past the end (an old link after leads were deleted): no rows, but the pager still needs the total.
    return { leads: [], total: await countLeads(client, params, context) };
  }
  if (error) throw toDataError(error, 'Failed to load leads');
  return { leads: data, total: count ?? 0 };
}

export interface LeadList extends LeadPage {
  /** True when the database could not be reached and spec §4's five sample leads stand in. */
  sample: boolean;
}

/** The list, or the five sample leads (spec §4) when the database is unreachable or not configured. */
export async function listLeadsOrSamples(client: TypedClient, params: LeadListParams, context: ListContext): Promise<LeadList> {
  return unlessUnreachable<LeadList>(
    async () => ({ ...(await listLeads(client, params, context)), sample: false }),
    () => ({ leads: SAMPLE_LEADS, total: SAMPLE_LEADS.length, sample: true }),
  );
}

/** How many leads match the filters (the export states it before streaming, for its progress and its audit row). */
export async function countLeads(client: TypedClient, filters: LeadFilters, context: ListContext): Promise<number> {
  const { error, count } = await leadsQuery(client, 'id', filters, context, 'exact').limit(1);
  if (error) throw toDataError(error, 'Failed to count leads');
  return count ?? 0;
}

export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every lead matching the filters, newest first, a page at a time. Keyset pagination on (created_at, id), not
 * offsets, so each page costs the same however deep the export goes and a lead arriving meanwhile shifts nothing.
 */
export async function* exportLeadPages(
  client: TypedClient,
  filters: LeadFilters,
  context: ListContext,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportLead[]> {
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    let query = leadsQuery(client, '*, assigned_counselor:counselors(name, email)', filters, context);
    if (after) query = query.or(`created_at.lt."${after.created_at}",and(created_at.eq."${after.created_at}",id.lt.${after.id})`);
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(pageSize);
    if (error) throw toDataError(error, 'Failed to export leads');
    if (data.length > 0) yield data;
    if (data.length < pageSize) return;
    const last = data[data.length - 1];
    after = { created_at: last.created_at, id: last.id };
  }
}

/** One lead with its counsellor, or null when there is none with this id (or it is not a valid id). */
export async function getLead(client: TypedClient, id: string): Promise<Lead | null> {
  const { data, error } = await client
    .from('leads')
    .select('*, assigned_counselor:counselors(id, name, email)')
    .eq('id', id)
    .maybeSingle();
  if (failedAs(error, 'VALIDATION')) return null;
  if (error) throw toDataError(error, 'Failed to load the lead');
  return data;
}

export interface FollowUpQuery {
  /** The counsellor whose queue it is; null for the whole team (a manager with no counsellor record). */
  counsellorId: string | null;
  /** Follow-ups due before this instant: the end of today, IST. */
  before: Date;
  page: number;
  limit: number;
}

/** Open leads whose next follow-up is due today or overdue, soonest (most overdue) first. */
export async function listFollowUps(client: TypedClient, query: FollowUpQuery): Promise<LeadPage> {
  const from = (query.page - 1) * query.limit;
  let request = client
    .from('leads')
    .select(LIST_COLUMNS, { count: 'exact' })
    .lt('next_follow_up_at', query.before.toISOString())
    .in('status', OPEN_STATUSES);
  if (query.counsellorId) request = request.eq('assigned_counselor_id', query.counsellorId);
  const { data, error, count } = await request
    .order('next_follow_up_at', { ascending: true })
    .order('id')
    .range(from, from + query.limit - 1);
  if (failedAs(error, 'NOT_FOUND')) return { leads: [], total: 0 };
  if (error) throw toDataError(error, 'Failed to load follow-ups');
  return { leads: data, total: count ?? 0 };
}

/** The active counsellors a lead can be assigned to (public.counselors keeps step with counsellor profiles). */
export async function listActiveCounsellors(client: TypedClient): Promise<CounsellorRef[]> {
  const { data, error } = await client.from('counselors').select('id, name, email').eq('is_active', true).order('name');
  if (error) throw toDataError(error, 'Failed to load counsellors');
  return data;
}

/** The counsellor record of a signed-in person, or null when they are not an active counsellor. */
export async function getOwnCounsellorId(client: TypedClient, profileId: string): Promise<string | null> {
  const { data, error } = await client
    .from('counselors')
    .select('id')
    .eq('profile_id', profileId)
    .eq('is_active', true)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load counsellors');
  return data?.id ?? null;
}

/** The 'leads.response_target' setting; its default when unset or malformed. */
export async function getResponseTarget(client: TypedClient): Promise<ResponseTarget> {
  const { data, error } = await client.from('site_settings').select('value').eq('key', 'leads.response_target').maybeSingle();
  if (error) throw toDataError(error, 'Failed to load settings');
  return parseResponseTarget(data?.value);
}

// Changes ------------------------------------------------------------------------------------------------------

/** What a refused argument (22023 with the argument as HINT) means to the person who sent it. */
const REFUSED_ARGUMENT: Record<string, string> = {
  note: 'A note must have 1 to 5,000 characters.',
  outcome: 'Choose how the call went.',
  call_back_at: 'The call-back time must be in the future.',
};

/**
 * A refusal of the lead functions (add_lead_note, log_lead_call) worded for people: an argument refused (its hint
 * names it) or no such lead. A role's limit, there and in the changes of the table, keeps FORBIDDEN's own words:
 * the screens and the action chain refuse these first, so reaching it means a stale screen.
 */
function functionWording(failure: string): ErrorWording {
  return {
    failure,
    NOT_FOUND: `${failure}: the lead no longer exists.`,
    VALIDATION: { ...REFUSED_ARGUMENT, '*': `${failure}: please check what you entered.` },
  };
}

/** Rows a change reached; none means no such lead (or none this caller may change). */
function reached(rows: { id: string }[] | null, what: string): number {
  if (!rows || rows.length === 0) throw new DataError('NOT_FOUND', `${what}: the lead no longer exists.`);
  return rows.length;
}

export interface StatusChange {
  status: LeadStatus;
  /** Rupees; only with 'converted'. */
  conversionValue?: number | null;
}

/** Sets the status of one or many leads; the database stamps spec §4's timestamps. Returns how many changed. */
export async function setLeadStatus(client: TypedClient, ids: string[], change: StatusChange): Promise<number> {
  const update =
    change.status === 'converted' && change.conversionValue !== undefined
      ? { status: change.status, conversion_value: change.conversionValue }
      : { status: change.status };
  const { data, error } = await client.from('leads').update(update).in('id', ids).select('id');
  if (error) throw toDataError(error, 'Failed to update the status');
  return reached(data, 'Failed to update the status');
}

/** Assigns leads to a counsellor, or unassigns them with null (managers only: the database refuses others). */
export async function assignLeads(client: TypedClient, ids: string[], counsellorId: string | null): Promise<number> {
  const { data, error } = await client.from('leads').update({ assigned_counselor_id: counsellorId }).in('id', ids).select('id');
  if (error) throw toDataError(error, 'Failed to assign the lead');
  return reached(data, 'Failed to assign the lead');
}

export async function setNextFollowUp(client: TypedClient, id: string, at: Date | null): Promise<void> {
  const { data, error } = await client
    .from('leads')
    .update({ next_follow_up_at: at?.toISOString() ?? null })
    .eq('id', id)
    .select('id');
  if (error) throw toDataError(error, 'Failed to set the follow-up');
  reached(data, 'Failed to set the follow-up');
}

/** Appends a timestamped note (spec §4) to the notes or the internal notes. */
export async function addLeadNote(client: TypedClient, id: string, note: string, internal: boolean): Promise<void> {
  const { data, error } = await client.rpc('add_lead_note', { lead_id: id, note, internal });
  if (error) throw toDataError(error, functionWording('Failed to add the note'));
  if (!data) throw new DataError('NOT_FOUND', 'Failed to add the note: the lead no longer exists.');
}

export interface CallLog {
  outcome: CallOutcome;
  callBackAt?: Date | null;
  note?: string | null;
}

export async function logLeadCall(client: TypedClient, id: string, call: CallLog): Promise<void> {
  const { data, error } = await client.rpc('log_lead_call', {
    lead_id: id,
    outcome: call.outcome,
    call_back_at: call.callBackAt?.toISOString(),
    note: call.note ?? undefined,
  });
  if (error) throw toDataError(error, functionWording('Failed to log the call'));
  if (!data) throw new DataError('NOT_FOUND', 'Failed to log the call: the lead no longer exists.');
}

/** Deletes a lead (managers only); its audit history stays. Returns the deleted lead's name. */
export async function deleteLead(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('leads').delete().eq('id', id).select('id, name');
  if (error) throw toDataError(error, 'Failed to delete the lead');
  reached(data, 'Failed to delete the lead');
  return data[0].name;
}
