import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { addLeadNote, assignLeads, deleteLead, logLeadCall, setLeadStatus, setNextFollowUp } from '@/lib/data/leads/leads';
import { DataError } from '@/lib/errors/data-error';
import { formatDateTime } from '@/lib/format/dates';
import { istInputToDate } from '@/lib/time/ist';
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, LEAD_STATUSES, STATUS_LABELS } from './lead-fields';

/*
 * Every change staff make to leads: zod-checked input, then the capability chain (manageLeads for working a lead,
 * superviseLeads for who owns it and whether it exists), then one database call with the caller's own client,
 * so row-level security and the triggers refuse the same things. A failure changes nothing.
 */

export const LEAD_MESSAGES = {
  noteEmpty: 'Write a note first.',
  noteTooLong: 'A note can be at most 5,000 characters.',
  callBackMissing: 'Choose when to call back.',
  callBackPast: 'The call-back time must be in the future.',
  dateInvalid: 'Enter a date and time.',
  conversionValue: 'Enter the conversion value in rupees (0 or more).',
  noLeads: 'Select at least one lead.',
  tooMany: 'Select at most 500 leads at a time.',
} as const;

/** A form's boolean: a checkbox posts 'on' (or nothing), a script may post true or 'true'. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

const leadId = z.uuid();
const leadIds = z.array(leadId).min(1, LEAD_MESSAGES.noLeads).max(500, LEAD_MESSAGES.tooMany);
const noteText = z.string().trim().min(1, LEAD_MESSAGES.noteEmpty).max(5000, LEAD_MESSAGES.noteTooLong);
/** A counsellor's id, or 'unassigned' to take the lead away from whoever has it. */
const counsellor = z.union([z.literal('unassigned'), z.uuid()]).transform((v) => (v === 'unassigned' ? null : v));
/** numeric(12, 2) in rupees; '' means "not given". */
const rupees = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v.replace(/[₹,\s]/g, ''));
    if (!Number.isFinite(n) || n < 0 || n >= 1e10) {
      ctx.addIssue({ code: 'custom', message: LEAD_MESSAGES.conversionValue });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });
/** A datetime-local value in Indian time; '' (or nothing) means none. */
const istDateTime = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const at = istInputToDate(v);
    if (!at) {
      ctx.addIssue({ code: 'custom', message: LEAD_MESSAGES.dateInvalid });
      return z.NEVER;
    }
    return at;
  });

export const statusInput = z.object({ leadId, status: z.enum(LEAD_STATUSES), conversionValue: rupees });
export const bulkStatusInput = z.object({ leadIds, status: z.enum(LEAD_STATUSES) });
export const assignInput = z.object({ leadId, counsellorId: counsellor });
export const bulkAssignInput = z.object({ leadIds, counsellorId: counsellor });
export const noteInput = z.object({ leadId, note: noteText, internal: flag });
export const callInput = z.object({
  leadId,
  outcome: z.enum(CALL_OUTCOMES),
  callBackAt: istDateTime,
  note: z.string().trim().max(5000, LEAD_MESSAGES.noteTooLong).optional(),
});
export const followUpInput = z.object({ leadId, nextFollowUpAt: istDateTime });
export const deleteInput = z.object({ leadId });

export type StatusInput = z.input<typeof statusInput>;
export type BulkStatusInput = z.input<typeof bulkStatusInput>;
export type AssignInput = z.input<typeof assignInput>;
export type BulkAssignInput = z.input<typeof bulkAssignInput>;
export type NoteInput = z.input<typeof noteInput>;
export type CallInput = z.input<typeof callInput>;
export type FollowUpInput = z.input<typeof followUpInput>;
export type DeleteInput = z.input<typeof deleteInput>;

/** What a completed change tells the person who made it (the toast). */
export interface LeadChange {
  message: string;
}

const leads = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

export interface LeadActionHost {
  now(): Date;
}

export function leadActions(chain: ActionChain, host: LeadActionHost = { now: () => new Date() }) {
  const worker = chain.capabilityAction('manageLeads');
  const manager = chain.capabilityAction('superviseLeads');

  return {
    changeStatus: worker({ name: 'leads.status', input: statusInput }, async (input, { client }): Promise<LeadChange> => {
      await setLeadStatus(client, [input.leadId], { status: input.status, conversionValue: input.conversionValue });
      return { message: `Status set to ${STATUS_LABELS[input.status]}.` };
    }),

    bulkChangeStatus: worker({ name: 'leads.bulk_status', input: bulkStatusInput }, async (input, { client }) => {
      const changed = await setLeadStatus(client, input.leadIds, { status: input.status });
      return { message: `Status of ${leads(changed)} set to ${STATUS_LABELS[input.status]}.` };
    }),

    assign: manager({ name: 'leads.assign', input: assignInput }, async (input, { client }): Promise<LeadChange> => {
      await assignLeads(client, [input.leadId], input.counsellorId);
      return { message: input.counsellorId ? 'Lead assigned.' : 'Lead unassigned.' };
    }),

    bulkAssign: manager({ name: 'leads.bulk_assign', input: bulkAssignInput }, async (input, { client }) => {
      const changed = await assignLeads(client, input.leadIds, input.counsellorId);
      return { message: input.counsellorId ? `${leads(changed)} assigned.` : `${leads(changed)} unassigned.` };
    }),

    addNote: worker({ name: 'leads.note', input: noteInput }, async (input, { client }): Promise<LeadChange> => {
      await addLeadNote(client, input.leadId, input.note, input.internal);
      return { message: input.internal ? 'Internal note added.' : 'Note added.' };
    }),

    logCall: worker({ name: 'leads.call', input: callInput }, async (input, { client }): Promise<LeadChange> => {
      if (input.outcome === 'call_back') {
        if (!input.callBackAt) throw new DataError('VALIDATION', LEAD_MESSAGES.callBackMissing);
        if (input.callBackAt.getTime() <= host.now().getTime()) throw new DataError('VALIDATION', LEAD_MESSAGES.callBackPast);
      }
      await logLeadCall(client, input.leadId, {
        outcome: input.outcome,
        callBackAt: input.outcome === 'call_back' ? input.callBackAt : null,
        note: input.note || null,
      });
      if (input.outcome === 'call_back' && input.callBackAt) {
        return { message: `Call logged. Call back at ${formatDateTime(input.callBackAt)}.` };
      }
      return { message: `Call logged: ${CALL_OUTCOME_LABELS[input.outcome]}.` };
    }),

    setFollowUp: worker({ name: 'leads.follow_up', input: followUpInput }, async (input, { client }): Promise<LeadChange> => {
      await setNextFollowUp(client, input.leadId, input.nextFollowUpAt);
      return { message: input.nextFollowUpAt ? 'Next follow-up set.' : 'Next follow-up cleared.' };
    }),

    deleteLead: manager({ name: 'leads.delete', input: deleteInput }, async (input, { client }): Promise<LeadChange> => {
      const name = await deleteLead(client, input.leadId);
      return { message: `Lead ${name || 'without a name'} deleted.` };
    }),
  };
}

export type LeadActions = ReturnType<typeof leadActions>;
