import { formatDateTime } from '@/lib/format/dates';
import { followUpState, type FollowUpState } from './follow-ups';
import { formTypeLabel, sourceLabel } from './lead-fields';
import { formatTimeSince, isOverdue, type ResponseTarget } from './response-target';

/** What a lead row needs to show, worked out on the server at render time (plain data for the client table). */
export interface LeadRowView {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  priority: string;
  score: number;
  source: string;
  formType: string;
  counsellor: string | null;
  /** '12 min', '3 h 5 min', '2 days' since the lead arrived. */
  arrived: string;
  arrivedAt: string;
  overdue: boolean;
  nextFollowUp: string;
  followUp: FollowUpState;
  lastContacted: string;
  attempts: number;
  subject: string;
  campaign: string;
}

export interface RowSource {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  priority: string;
  lead_score: number;
  source: string;
  form_type: string;
  contact_attempts: number;
  subject: string | null;
  utm_campaign: string | null;
  next_follow_up_at: string | null;
  last_contacted_at: string | null;
  created_at: string;
  assigned_counselor: { name: string } | null;
}

export function toRowView(lead: RowSource, now: Date, target: ResponseTarget): LeadRowView {
  return {
    id: lead.id,
    name: lead.name || '(no name)',
    email: lead.email,
    phone: lead.phone ?? '',
    status: lead.status,
    priority: lead.priority,
    score: lead.lead_score,
    source: sourceLabel(lead.source),
    formType: formTypeLabel(lead.form_type),
    counsellor: lead.assigned_counselor?.name ?? null,
    arrived: formatTimeSince(lead.created_at, now),
    arrivedAt: formatDateTime(lead.created_at),
    overdue: isOverdue(lead, now, target),
    nextFollowUp: formatDateTime(lead.next_follow_up_at),
    followUp: followUpState(lead.next_follow_up_at, now),
    lastContacted: formatDateTime(lead.last_contacted_at),
    attempts: lead.contact_attempts,
    subject: lead.subject ?? '',
    campaign: lead.utm_campaign ?? '',
  };
}
