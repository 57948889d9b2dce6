'use client';

import { useActionState, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import type { FormState } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import type { PassageKind } from '@/lib/data/mock-tests/paper';
import { OPTION_KEYS, QUESTION_DIFFICULTIES, QUESTION_TYPE_LABELS, type QuestionInput } from '@/lib/mock-tests/admin-schema';
import { MOCK_TEST_TOPIC_NAMES } from '@/lib/mock-tests/topics';

type QuestionFormState = FormState<ContentChange, QuestionInput>;

interface QuestionFormProps {
  action: (state: QuestionFormState, formData: FormData) => Promise<QuestionFormState>;
  initial: Record<string, string>;
  sections: string[];
  passages: { id: string; title: string; section: string; kind: PassageKind }[];
  submitLabel: string;
}

/**
 * One question with its answer key. Marks are not typed: they follow the test's scoring scheme. The answer and
 * explanation may wait while the test is a draft; publishing asks for them.
 */
export function QuestionForm({ action, initial, sections, passages, submitLabel }: QuestionFormProps) {
  const [state, formAction, pending] = useActionState<QuestionFormState, FormData>(action, { result: null });
  const values = (state.values as Record<string, string> | undefined) ?? initial;
  const [type, setType] = useState(values.question_type || 'mcq');
  const errors = state.result && !state.result.ok ? (state.result.fieldErrors ?? {}) : {};
  const field = (name: keyof QuestionInput & string) => ({ name, defaultValue: values[name] ?? '', error: errors[name]?.[0] });

  return (
    // Keyed by what it shows: a refused submission remounts it with what was sent, because React resets a form
    // after its action and a select would otherwise fall back to the option it first rendered with.
    <form key={JSON.stringify(values)} action={formAction} className="space-y-6" noValidate>
      <input type="hidden" name="mock_test_id" value={values.mock_test_id} />
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <FormMessage state={state} />

      <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6 md:grid-cols-2">
        <legend className="px-1 text-base font-bold text-brand-900">Question</legend>
        <SelectField {...field('section')} label="Section" required options={sections.map((s) => ({ value: s, label: s }))} />
        <SelectField
          {...field('question_type')}
          label="Type"
          options={Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(event) => setType(event.target.value)}
        />
        <SelectField
          {...field('passage_id')}
          label="Passage or set"
          placeholder="None: the question stands alone"
          options={passages.map((p) => ({ value: p.id, label: `${p.title} (${p.section})` }))}
          hint="Shown beside the question. Only one from the question’s own section."
          className="md:col-span-2"
        />
        <TextAreaField
          {...field('question_text')}
          label="Question text"
          required
          rows={5}
          className="md:col-span-2"
          hint="Markdown; tables in GFM (| a | b |)."
        />
        <SelectField
          {...field('topic')}
          label="Topic"
          required
          placeholder="Choose a topic"
          options={MOCK_TEST_TOPIC_NAMES.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          {...field('difficulty')}
          label="Difficulty"
          placeholder="Not rated"
          options={QUESTION_DIFFICULTIES.map((d) => ({ value: d, label: d }))}
        />
      </fieldset>

      <fieldset hidden={type === 'tita'} className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-bold text-brand-900">Options</legend>
        <p className="text-xs text-gray-600">At least two, filled from A without gaps. E is optional.</p>
        {OPTION_KEYS.map((key) => (
          <TextField key={key} {...field(`option_${key}`)} label={`Option ${key}`} />
        ))}
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-bold text-brand-900">Answer key</legend>
        <TextField
          {...field('correct_answer')}
          label="Correct answer"
          hint={type === 'tita' ? 'The exact answer the candidate types, e.g. 360.' : 'The letter of the right option, e.g. B.'}
        />
        <TextAreaField
          {...field('explanation')}
          label="Explanation"
          rows={5}
          hint="Shown after the attempt: teach the method in a few sentences. Markdown."
        />
      </fieldset>

      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
