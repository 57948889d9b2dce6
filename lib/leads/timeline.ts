import { formatDateTime } from '@/lib/format/dates';
import { CALL_OUTCOME_LABELS, statusLabel, type CallOutcome } from './lead-fields';

/*
 * One line of a lead's timeline from a public.lead_events row: what happened in words, and the text it added
 * (a note) when there is one. `details` is the database's JSON, so every field is read defensively.
 */

export interface TimelineEntry {
  title: string;
  body?: string;
}

type Details = Record<string, unknown>;

function text(details: Details, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

function callOutcome(value: string | null): string {
  if (value === 'call_back') return 'Asked to call back';
  return value && value in CALL_OUTCOME_LABELS ? CALL_OUTCOME_LABELS[value as CallOutcome] : (value ?? 'unknown outcome');
}

function when(value: string | null): string {
  return value ? formatDateTime(value) : 'none';
}

export function describeEvent(action: string, raw: unknown): TimelineEntry {
  const details: Details = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Details) : {};
  switch (action) {
    case 'created':
      return { title: 'Lead arrived' };
    case 'status_changed': {
      const from = text(details, 'from');
      const to = text(details, 'to');
      if (from && to && from === to) return { title: `Status set to ${statusLabel(to)} again` };
      return { title: `Status changed${from ? ` from ${statusLabel(from)}` : ''} to ${to ? statusLabel(to) : 'unknown'}` };
    }
    case 'assigned': {
      const to = text(details, 'to_name');
      const from = text(details, 'from_name');
      const title = to ? `Assigned to ${to}` : 'Unassigned';
      return { title: from ? `${title} (was ${from})` : title };
    }
    case 'note_added':
      return { title: 'Note added', body: text(details, 'entry') ?? undefined };
    case 'internal_note_added':
      return { title: 'Internal note added', body: text(details, 'entry') ?? undefined };
    case 'call_logged': {
      const outcome = text(details, 'outcome');
      const callBack = text(details, 'call_back_at');
      const title = `Call logged: ${callOutcome(outcome)}${outcome === 'call_back' && callBack ? ` at ${when(callBack)}` : ''}`;
      return { title, body: text(details, 'note') ?? undefined };
    }
    case 'follow_up_set': {
      const to = text(details, 'to');
      return { title: to ? `Next follow-up set to ${when(to)}` : 'Next follow-up cleared' };
    }
    case 'updated': {
      const fields = Array.isArray(details.fields) ? details.fields.filter((f): f is string => typeof f === 'string') : [];
      return { title: fields.length ? `Updated ${fields.map((f) => f.replace(/_/g, ' ')).join(', ')}` : 'Updated' };
    }
    case 'deleted':
      return { title: 'Lead deleted' };
    case 'viewed':
      return { title: 'Personal data viewed' };
    case 'exported': {
      const count = typeof details.count === 'number' ? details.count : null;
      return { title: count === null ? 'Exported' : `Exported with ${count === 1 ? '1 lead' : `${count} leads`}` };
    }
    default:
      return { title: action.replace(/_/g, ' ') };
  }
}
