'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { FormMessage } from '@/components/admin/content/form-message';
import { SubmitButton } from '@/components/auth/submit-button';
import { firstFieldErrors } from '@/lib/actions/result';
import { rowsOf, type FormValues } from '@/lib/colleges/admin-form-values';
import { saveCollege, type CollegeFormState } from '@/lib/colleges/colleges-admin.actions';
import {
  AdmissionFields,
  BasicsFields,
  ContactAndContentFields,
  FeesAndPlacementFields,
  RankingFields,
  Section,
  VerifiedField,
} from './college-fields';
import { CutoffRows, ProgramRows, RankingRows, SourceRows } from './college-rows';

interface CollegeFormProps {
  /** The saved college's values, or a new college's defaults. */
  initialValues: FormValues;
  /** Changes whenever the saved college does (its updated_at), so the form shows what was saved. */
  revision: string;
}

/**
 * Create and edit in one form: every field of the public page, the cut-offs, rankings, sources and programmes
 * as rows. After a refused save the form comes back with what was typed and each message under its field; after
 * a save it shows what the database now holds.
 */
export function CollegeForm({ initialValues, revision }: CollegeFormProps) {
  const [state, action, pending] = useActionState<CollegeFormState, FormData>(saveCollege, { result: null });
  const values = state.values ?? initialValues;
  const errors = firstFieldErrors(state.result) as Partial<Record<string, string>>;
  const form = useRef<HTMLFormElement>(null);

  // Every answer from the server re-renders the fields from `values`, the rows included (they keep their own
  // list while someone edits).
  const [answered, setAnswered] = useState(state);
  const [round, setRound] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    setRound((n) => n + 1);
  }

  useEffect(() => {
    if (round === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const source = { values, errors };
  return (
    <form ref={form} action={action} noValidate aria-label={values.id ? 'Edit college' : 'New college'} className="space-y-6">
      <input type="hidden" name="id" value={values.id ?? ''} />
      {initialValues.id ? null : <input type="hidden" name="from_new" value="1" />}
      <div key={`${revision}-${round}`} className="space-y-6">
        <BasicsFields {...source} />
        <FeesAndPlacementFields {...source} placementsHref={values.id ? `/admin/colleges/${values.id}/placements` : null} />
        <Section title="Admissions and cut-offs">
          <AdmissionFields {...source} />
          <CutoffRows initial={rowsOf(values, 'cutoffs')} errors={errors} />
        </Section>
        <Section title="Rankings and accreditation">
          <RankingFields {...source} />
          <RankingRows initial={rowsOf(values, 'rankings')} errors={errors} />
        </Section>
        <ContactAndContentFields {...source} />
        <Section title="Sources">
          <VerifiedField {...source} />
          <SourceRows initial={rowsOf(values, 'data_sources')} errors={errors} />
        </Section>
        <Section title="Programmes">
          <ProgramRows initial={rowsOf(values, 'programs')} errors={errors} />
        </Section>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-gray-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <FormMessage state={state} />
        <div className="sm:max-w-xs">
          <SubmitButton busy={pending} busyLabel="Saving…">
            {values.id ? 'Save college' : 'Create college'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
