'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type ActionResult, type FormState } from '@/lib/actions/result';
import {
  leadActions,
  type AssignInput,
  type BulkAssignInput,
  type BulkStatusInput,
  type CallInput,
  type DeleteInput,
  type FollowUpInput,
  type LeadChange,
  type NoteInput,
  type StatusInput,
} from '@/lib/leads/leads.handlers';

const actions = leadActions(actionChain);

export type StatusState = FormState<LeadChange, StatusInput>;
export type AssignState = FormState<LeadChange, AssignInput>;
export type NoteState = FormState<LeadChange, NoteInput>;
export type CallState = FormState<LeadChange, CallInput>;
export type FollowUpState = FormState<LeadChange, FollowUpInput>;
export type DeleteState = FormState<LeadChange, DeleteInput>;

/** A form's submission through its action; a completed change re-renders the page with what the database now holds. */
async function submit<Input>(action: (input: unknown) => Promise<ActionResult<LeadChange, Input>>, formData: FormData) {
  const state = await submitForm(action, formData);
  if (state.result?.ok) refresh();
  return state;
}

export async function changeLeadStatus(_prev: StatusState, formData: FormData): Promise<StatusState> {
  return submit(actions.changeStatus, formData);
}

export async function assignLead(_prev: AssignState, formData: FormData): Promise<AssignState> {
  return submit(actions.assign, formData);
}

export async function addNoteToLead(_prev: NoteState, formData: FormData): Promise<NoteState> {
  return submit(actions.addNote, formData);
}

export async function logCallOnLead(_prev: CallState, formData: FormData): Promise<CallState> {
  return submit(actions.logCall, formData);
}

export async function setLeadFollowUp(_prev: FollowUpState, formData: FormData): Promise<FollowUpState> {
  return submit(actions.setFollowUp, formData);
}

/** Deletes and goes back to the list, which says so; on failure the dialog shows why. */
export async function deleteLeadForever(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const state = await submitForm(actions.deleteLead, formData);
  if (!state.result?.ok) return state;
  redirect('/admin/leads?deleted=1');
}

/** The list's bulk bar: selected rows' ids, never a form field a person types. */
export async function bulkChangeLeadStatus(input: BulkStatusInput): Promise<ActionResult<LeadChange, BulkStatusInput>> {
  const result = await actions.bulkChangeStatus(input);
  if (result.ok) refresh();
  return result;
}

export async function bulkAssignLeads(input: BulkAssignInput): Promise<ActionResult<LeadChange, BulkAssignInput>> {
  const result = await actions.bulkAssign(input);
  if (result.ok) refresh();
  return result;
}
