import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { removeApplication, trackApplication, updateApplication } from '@/lib/data/college-applications';
import { SLUG_PATTERN } from '@/lib/routing/params';
import { APPLICATION_STATUSES } from './statuses';

export const APPLICATION_FORM_MESSAGES = {
  college: 'Pick a college from the list.',
  status: 'Pick where this application stands.',
  formFee: 'Enter the form fee in rupees, e.g. 2500, or leave it empty.',
  notes: 'Keep notes under 2,000 characters.',
  reminders: 'Choose whether to get reminder e-mails for this college.',
  failed: 'Could not save your applications. Please try again.',
} as const;

const id = z.uuid();

const trackInput = z.object({ slug: z.string().max(120).regex(SLUG_PATTERN, APPLICATION_FORM_MESSAGES.college) });

const updateInput = z.object({
  id,
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_FORM_MESSAGES.status }),
  // A form sends the fee as text: empty means "not known yet".
  formFee: z.union([z.string(), z.number(), z.null()], { error: APPLICATION_FORM_MESSAGES.formFee }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim().replace(/,/g, '') : value;
    if (text === '' || text === null) return null;
    const fee = Number(text);
    if (Number.isFinite(fee) && fee >= 0 && fee <= 1_000_000) return Math.round(fee * 100) / 100;
    ctx.addIssue({ code: 'custom', message: APPLICATION_FORM_MESSAGES.formFee });
    return z.NEVER;
  }),
  notes: z.string({ error: APPLICATION_FORM_MESSAGES.notes }).max(2000, APPLICATION_FORM_MESSAGES.notes),
  reminders: z.boolean({ error: APPLICATION_FORM_MESSAGES.reminders }).optional(),
});
export type ApplicationUpdateInput = z.input<typeof updateInput>;

/** The tracker's actions (issue 16): the member's own applications only, by RLS as well as by the chain. */
export function applicationActions(chain: ActionChain) {
  const failureMessage = APPLICATION_FORM_MESSAGES.failed;
  return {
    track: chain.memberAction({ name: 'applications.track', input: trackInput, failureMessage }, ({ slug }, { client, user }) =>
      trackApplication(client, user.id, slug),
    ),
    update: chain.memberAction(
      { name: 'applications.update', input: updateInput, failureMessage },
      ({ id: applicationId, ...change }, { client }) => updateApplication(client, applicationId, change),
    ),
    remove: chain.memberAction(
      { name: 'applications.remove', input: z.object({ id }), failureMessage },
      ({ id: applicationId }, { client }) => removeApplication(client, applicationId),
    ),
  };
}
