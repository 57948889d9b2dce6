'use client';

import { CheckboxField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { useContentForm } from '@/components/admin/content/use-content-form';
import type { AdminFaq } from '@/lib/data/faq-admin';
import type { FaqFormState } from '@/lib/faq/faq-admin.actions';

interface FaqFormProps {
  action: (state: FaqFormState, formData: FormData) => Promise<FaqFormState>;
  /** The FAQ being edited; none for a new one. */
  faq?: AdminFaq;
  categories: string[];
  /** Shown before the first submission, e.g. after the redirect from "Create". */
  notice?: string;
}

/** The FAQ form: what was typed stays after a refusal, each refused field says why. */
export function FaqForm({ action, faq, categories, notice }: FaqFormProps) {
  const { state, formAction, pending, errors, text, ticked } = useContentForm(action);

  return (
    <form action={formAction} className="space-y-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6" noValidate>
      <FormMessage state={state} notice={notice} />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <TextField
        name="question"
        label="Question"
        required
        maxLength={300}
        defaultValue={text('question', faq?.question ?? '')}
        error={errors.question}
      />
      <TextAreaField
        name="answer"
        label="Answer"
        required
        rows={6}
        defaultValue={text('answer', faq?.answer ?? '')}
        error={errors.answer}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="category"
          label="Category"
          list="faq-categories"
          defaultValue={text('category', faq?.category ?? 'general')}
          error={errors.category}
          hint="FAQs are grouped by category on /faq. Empty means general."
        />
        <TextField
          name="order_index"
          label="Position"
          inputMode="numeric"
          defaultValue={text('order_index', faq ? String(faq.order_index) : '')}
          error={errors.order_index}
          hint="Lower numbers come first. Empty puts it after all others."
        />
      </div>
      <datalist id="faq-categories">
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-x-8">
        <CheckboxField
          name="is_active"
          label="Active (shown on the site)"
          defaultChecked={ticked('is_active', faq?.is_active ?? true)}
        />
        <CheckboxField name="is_featured" label="Featured" defaultChecked={ticked('is_featured', faq?.is_featured ?? false)} />
      </div>
      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : faq ? 'Save FAQ' : 'Create FAQ'}
      </button>
    </form>
  );
}
