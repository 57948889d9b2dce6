'use client';

import { useActionState, useState } from 'react';
import { Send } from '@/components/icons/send';
import { Trash2 } from '@/components/icons/trash-2';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteCampaignDraft, sendCampaign, type CampaignFormState } from '@/lib/newsletter/campaign-admin.actions';
import { sendLabel } from '@/lib/newsletter/campaign-status';

const INITIAL: CampaignFormState = { result: null };

const failure = (state: CampaignFormState) => (state.result && !state.result.ok ? state.result.message : null);

interface SendCampaignButtonProps {
  id: string;
  subject: string;
  /** Who would receive it now (newsletter_audience_counts). */
  active: number;
  /** Why sending is not possible yet (unsaved changes, no audience), shown instead of the dialog. */
  blockedBy: string | null;
}

/**
 * "Send to N subscribers" behind a confirmation naming the campaign and the count. The confirm button is busy
 * while the send runs, and the database sends a campaign once, so a second press (or tab) is refused in words.
 */
export function SendCampaignButton({ id, subject, active, blockedBy }: SendCampaignButtonProps) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(sendCampaign, INITIAL);
  const label = sendLabel(active);
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        disabled={blockedBy !== null}
        aria-describedby={blockedBy ? 'send-blocked' : undefined}
        onClick={() => setOpen(true)}
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {label}
      </button>
      {blockedBy ? (
        <p id="send-blocked" className="text-sm text-gray-700">
          {blockedBy}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Send “${subject}” to ${active === 1 ? '1 subscriber' : `${active.toLocaleString('en-IN')} subscribers`}?`}
        description="Each active subscriber gets it once, with a link to unsubscribe. A sent campaign cannot be changed, deleted or sent again."
        confirmLabel={label}
        pending={pending}
        error={failure(state)}
        formAction={formAction}
      >
        <input type="hidden" name="id" value={id} />
      </ConfirmDialog>
    </>
  );
}

/** Deleting a draft behind a confirmation that names it; a sent campaign has no such button. */
export function DeleteDraftButton({ id, subject }: { id: string; subject: string }) {
  const [open, setOpen] = useState(false);
  const [state, formAction, pending] = useActionState(deleteCampaignDraft, INITIAL);
  return (
    <>
      <button type="button" className="btn-secondary text-danger-700" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete draft
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete the draft “${subject}”?`}
        description="This cannot be undone. Nobody has received it, so nothing else changes."
        confirmLabel="Delete draft"
        danger
        pending={pending}
        error={failure(state)}
        formAction={formAction}
      >
        <input type="hidden" name="id" value={id} />
      </ConfirmDialog>
    </>
  );
}
