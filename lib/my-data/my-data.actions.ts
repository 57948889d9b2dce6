'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionChain } from '@/lib/actions/next';
import { formDataToObject, submitForm, type ActionResult, type FormState } from '@/lib/actions/result';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import {
  myDataActions,
  type EraseInput,
  type EraseOutcome,
  type OpenLinkInput,
  type RequestLinkInput,
  type WithdrawInput,
  type WithdrawOutcome,
} from '@/lib/my-data/my-data.handlers';
import { forgetMyDataSession, keepMyDataSession, readMyDataSession } from '@/lib/my-data/session-cookie';

const actions = myDataActions(actionChain);

export type RequestLinkState = FormState<{ message: string }, RequestLinkInput>;
export type OpenLinkState = FormState<never, OpenLinkInput>;
export type WithdrawState = FormState<WithdrawOutcome, WithdrawInput>;
export type EraseState = FormState<EraseOutcome, EraseInput>;

const ended: ActionResult<never> = { ok: false, code: 'NOT_AUTHENTICATED', message: MY_DATA_MESSAGES.sessionEnded };

/** The /privacy form: always the same answer for a valid address, known or not. */
export async function requestMyDataLink(_prev: RequestLinkState, formData: FormData): Promise<RequestLinkState> {
  return submitForm(actions.requestLink, formData);
}

/** The button on the page a link leads to: uses the link up, keeps the session in the cookie, shows the data. */
export async function openMyDataLink(_prev: OpenLinkState, formData: FormData): Promise<OpenLinkState> {
  const result = await actions.openLink(formDataToObject(formData));
  if (!result.ok) return { result };
  await keepMyDataSession(result.data.session, result.data.expiresAt);
  redirect('/my-data');
}

export async function withdrawWithLink(_prev: WithdrawState, formData: FormData): Promise<WithdrawState> {
  const session = await readMyDataSession();
  if (!session) return { result: ended };
  const result = await actions.withdrawWithLink({ ...formDataToObject(formData), session });
  if (result.ok) refresh();
  return { result };
}

/** Erases, ends the session with it (the database already dropped it) and says so on a page without data. */
export async function eraseWithLink(_prev: EraseState, formData: FormData): Promise<EraseState> {
  const session = await readMyDataSession();
  if (!session) return { result: ended };
  const result = await actions.eraseWithLink({ ...formDataToObject(formData), session });
  if (!result.ok) return { result };
  await forgetMyDataSession();
  redirect('/my-data?erased=1');
}

/** 'Done': ends the session in the database too, so a copied cookie opens nothing afterwards. */
export async function endMyDataSession(): Promise<void> {
  const session = await readMyDataSession();
  // Whatever the database answers, the browser forgets the session; an unknown one has nothing to end.
  if (session) await actions.endSession({ session });
  await forgetMyDataSession();
  redirect('/privacy#your-data');
}
