'use client';

import { useActionState, useState } from 'react';
import { TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { Mail } from '@/components/icons/mail';
import { Spinner } from '@/components/ui/spinner';
import { firstFieldErrors } from '@/lib/actions/result';
import type { AudienceCounts } from '@/lib/data/newsletter-campaigns';
import {
  createCampaignDraft,
  sendCampaignTest,
  updateCampaignDraft,
  type CampaignFormState,
} from '@/lib/newsletter/campaign-admin.actions';
import { CAMPAIGN_LIMITS } from '@/lib/newsletter/campaign-schema';
import { audienceLine } from '@/lib/newsletter/campaign-status';
import { SendCampaignButton } from './campaign-buttons';
import { CampaignPreview } from './campaign-preview';

const INITIAL: CampaignFormState = { result: null };

interface CampaignFormProps {
  /** The saved draft; none on /admin/newsletter/new. */
  campaign?: { id: string; subject: string; body: string };
  /** Who the campaign would reach now; null when it could not be counted. */
  audience: AudienceCounts | null;
  /** Why readers get it, for the preview's footer. */
  reason: string | null;
  notice?: string;
}

/** Why "Send" is not offered yet, or null when it is. */
function sendBlockedBy(dirty: boolean, audience: AudienceCounts | null): string | null {
  if (dirty) return 'Save the draft first: subscribers get the saved version.';
  if (!audience) return 'The subscribers could not be counted. Reload the page to try again.';
  if (audience.active === 0) return 'There are no active subscribers to send to.';
  return null;
}

/**
 * A campaign draft: subject and Markdown body with a live preview beside them (below them on a phone). "Send a
 * test to me" saves what is on screen and mails it to the editor; sending to subscribers needs the saved text.
 */
export function CampaignForm({ campaign, audience, reason, notice }: CampaignFormProps) {
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [body, setBody] = useState(campaign?.body ?? '');
  const [saveState, saveAction, saving] = useActionState(campaign ? updateCampaignDraft : createCampaignDraft, INITIAL);
  const [testState, testAction, testing] = useActionState(sendCampaignTest, INITIAL);
  // The message and field errors shown are those of the button pressed last.
  const [last, setLast] = useState<'save' | 'test'>('save');
  const state = last === 'test' ? testState : saveState;
  const errors = firstFieldErrors(state.result);
  const busy = saving || testing;
  const dirty = !campaign || subject.trim() !== campaign.subject || body.trim() !== campaign.body;

  return (
    <div className="space-y-6">
      <form
        action={saveAction}
        aria-label={campaign ? 'Edit the campaign' : 'New campaign'}
        className="space-y-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
        noValidate
      >
        <FormMessage state={state} notice={notice} />
        {campaign ? <input type="hidden" name="id" value={campaign.id} /> : null}
        <TextField
          name="subject"
          label="Subject"
          required
          maxLength={CAMPAIGN_LIMITS.subject.max}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
          hint="The e-mail's subject line, 3 to 150 characters."
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <TextAreaField
            name="body"
            label="Body (Markdown)"
            required
            rows={18}
            spellCheck
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={errors.body}
            className="min-w-0"
            hint="## for a heading, **bold**, - for a list, [text](/colleges) for a link. Raw HTML is dropped."
          />
          <CampaignPreview subject={subject} body={body} reason={reason} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            className="btn-brand"
            disabled={busy}
            aria-busy={saving || undefined}
            onClick={() => setLast('save')}
          >
            {saving ? 'Saving…' : 'Save draft'}
          </button>
          {campaign ? (
            <button
              type="submit"
              formAction={testAction}
              className="btn-secondary"
              disabled={busy}
              aria-busy={testing || undefined}
              onClick={() => setLast('test')}
            >
              {testing ? <Spinner className="h-4 w-4" /> : <Mail className="h-4 w-4" aria-hidden="true" />}
              {testing ? 'Sending the test…' : 'Send a test to me'}
            </button>
          ) : (
            <p className="text-sm text-gray-700">Once the draft is saved you can send yourself a test, then send it.</p>
          )}
        </div>
      </form>
      {campaign ? (
        <section
          aria-labelledby="send-heading"
          className="space-y-3 rounded-xl border border-saffron-200 bg-saffron-50 p-4 sm:p-6"
        >
          <h2 id="send-heading" className="text-lg font-bold text-brand-900">
            Send to subscribers
          </h2>
          <p className="text-sm text-gray-800">{audience ? audienceLine(audience) : 'The subscribers could not be counted.'}</p>
          <div className="flex flex-wrap items-center gap-3">
            <SendCampaignButton
              id={campaign.id}
              subject={campaign.subject}
              active={audience?.active ?? 0}
              blockedBy={sendBlockedBy(dirty, audience)}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
