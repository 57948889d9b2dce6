import { CheckValues } from '@/lib/database.types';
import { LEAD_SOURCES, type LeadSource } from './attribution';

/*
 * The enumerations of spec §3's Lead as the leads table's check constraints hold them (generated from the
 * migrations, so a new value reaches every filter and form), with the words staff read. Badges show these words
 * (never colour alone); filters and the CSV use the stored values.
 */

export const LEAD_STATUSES = CheckValues.public.leads.status;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  working: 'Working',
  converted: 'Converted',
  lost: 'Lost',
  unqualified: 'Unqualified',
};

/** Statuses a counsellor still works on: the follow-up queue shows only these. */
export const OPEN_STATUSES = ['new', 'contacted', 'qualified', 'working'] as const satisfies readonly LeadStatus[];

export const LEAD_PRIORITIES = CheckValues.public.leads.priority;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

export const PRIORITY_LABELS: Record<LeadPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

export { LEAD_SOURCES, type LeadSource };

export const SOURCE_LABELS: Record<LeadSource, string> = {
  website: 'Website',
  google_ads: 'Google Ads',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  organic: 'Organic search',
};

export const LEAD_FORM_TYPES = CheckValues.public.leads.form_type;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

/** The forms that make an enquiry, with the consent notice's choices (the newsletter form only subscribes). */
export const ENQUIRY_FORM_TYPES = ['contact', 'consultation'] as const satisfies readonly LeadFormType[];
export type EnquiryFormType = (typeof ENQUIRY_FORM_TYPES)[number];

export const FORM_TYPE_LABELS: Record<LeadFormType, string> = {
  contact: 'Contact',
  consultation: 'Consultation',
  newsletter: 'Newsletter',
};

/** What an enquiry is about; contact_submissions.inquiry_type has the same list. */
export const INQUIRY_TYPES = CheckValues.public.leads.inquiry_type;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = { counseling: 'Counselling', general: 'General' };

/** Outcomes of a logged call, as public.log_lead_call accepts them. */
export const CALL_OUTCOMES = ['connected', 'no_answer', 'busy', 'wrong_number', 'call_back'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  no_answer: 'No answer',
  busy: 'Busy',
  wrong_number: 'Wrong number',
  call_back: 'Call back at…',
};

function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

export const statusLabel = (value: string) => labelOf(STATUS_LABELS, value);
export const priorityLabel = (value: string) => labelOf(PRIORITY_LABELS, value);
export const sourceLabel = (value: string) => labelOf(SOURCE_LABELS, value);
export const formTypeLabel = (value: string) => labelOf(FORM_TYPE_LABELS, value);
export const inquiryTypeLabel = (value: string) => labelOf(INQUIRY_TYPE_LABELS, value);
