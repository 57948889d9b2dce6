'use client';

import { useActionState } from 'react';
import { TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { firstFieldErrors } from '@/lib/actions/result';
import { saveMediaDetails, type DetailsState } from '@/lib/media/media.actions';

/** Alt text and caption of one file; what was typed stays after a refusal. */
export function MediaDetailsForm({ id, altText, caption }: { id: string; altText: string; caption: string }) {
  const [state, action, pending] = useActionState<DetailsState, FormData>(saveMediaDetails, { result: null });
  const errors = firstFieldErrors(state.result);
  const value = (name: 'alt_text' | 'caption', saved: string) => state.values?.[name] ?? saved;
  // A new key after each save remounts the fields with what was saved (or typed), as React resets the form.
  const key = state.result ? JSON.stringify(state.values ?? state.result) : 'initial';
  return (
    <form action={action} className="space-y-4" aria-label="File details" key={key}>
      <input type="hidden" name="id" value={id} />
      <TextField
        name="alt_text"
        label="Alt text"
        defaultValue={value('alt_text', altText)}
        maxLength={300}
        error={errors.alt_text}
        hint="What the image shows, for people who cannot see it. Pages use it when they show this image."
      />
      <TextAreaField
        name="caption"
        label="Caption"
        defaultValue={value('caption', caption)}
        maxLength={500}
        rows={3}
        error={errors.caption}
      />
      <FormMessage state={state} />
      <button type="submit" className="btn-brand" disabled={pending}>
        {pending ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}
