import { Field, inputClass } from '@/components/contact/form-field';
import { compositeInputs, type CompositeInput } from '@/lib/predictor/composite';
import { COMPOSITE_FORMULAS } from '@/lib/predictor/composite-formulas';
import type { PredictorFieldName, PredictorFormValues } from '@/lib/predictor/params';
import { ACADEMIC_BACKGROUNDS, CATEGORIES, type Measure } from '@/lib/predictor/types';

/*
 * The predictor's inputs: a plain GET form to /predictor, so it works without JavaScript and its result is the
 * address it lands on. Figures are text fields with a numeric keyboard, so whatever was typed comes back as typed
 * with the schema's message under it.
 */

const GENDER_OPTIONS = [
  ['woman', 'Woman'],
  ['man', 'Man'],
  ['other', 'Another gender'],
] as const;

const BACKGROUND_LABELS: Record<(typeof ACADEMIC_BACKGROUNDS)[number], string> = {
  engineering: 'Engineering',
  commerce: 'Commerce',
  science: 'Science',
  arts: 'Arts and humanities',
  other: 'Other',
};

/** The composite inputs the main fields do not already ask for, in the order the formulas use them. */
const MAIN_FORM_INPUTS: CompositeInput[] = ['examScore', 'workExperienceMonths', 'gender', 'academicBackground'];
const COMPOSITE_ONLY = [...new Set(COMPOSITE_FORMULAS.flatMap(compositeInputs))].filter((i) => !MAIN_FORM_INPUTS.includes(i));
type FigureName = Exclude<keyof PredictorFormValues, 'states' | 'exam' | 'category' | 'gender' | 'background'>;
const COMPOSITE_FIELDS: Partial<Record<CompositeInput, { name: FigureName; label: string }[]>> = {
  class10Percent: [{ name: 'class10', label: 'Class 10 %' }],
  class12Percent: [{ name: 'class12', label: 'Class 12 %' }],
  graduationPercent: [{ name: 'graduation', label: 'Graduation %' }],
  examSectionals: [
    { name: 'varc', label: 'VARC percentile' },
    { name: 'dilr', label: 'DILR percentile' },
    { name: 'qa', label: 'QA percentile' },
  ],
};

export function PredictorForm({
  values,
  errors,
  exams,
  states,
  secondary = false,
}: {
  /** On a result, the consultation is the page's one primary action and this button steps back. */
  secondary?: boolean;
  values: PredictorFormValues;
  errors: Partial<Record<PredictorFieldName, string>>;
  exams: { code: string; measure: Measure }[];
  states: string[];
}) {
  const examOptions =
    values.exam && !exams.some((e) => e.code === values.exam)
      ? [...exams, { code: values.exam, measure: 'percentile' as const }]
      : exams;
  const scoreExams = exams.filter((e) => e.measure === 'score').map((e) => e.code);
  const stateOptions = [...states, ...values.states.filter((s) => !states.includes(s))];
  const attrs = (name: PredictorFieldName, describedBy: string | undefined) => ({
    id: `predictor-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  });
  const figure = (name: FigureName, label: string, hint?: string) => (
    <Field key={name} id={`predictor-${name}`} label={label} hint={hint} error={errors[name]}>
      {(d) => <input {...attrs(name, d)} type="text" inputMode="decimal" autoComplete="off" defaultValue={values[name]} />}
    </Field>
  );

  return (
    <form method="get" action="/predictor" noValidate aria-label="Score predictor" className="space-y-1">
      <Field id="predictor-exam" label="Exam" error={errors.exam}>
        {(d) => (
          <select {...attrs('exam', d)} defaultValue={values.exam}>
            <option value="">Choose your exam</option>
            {examOptions.map((e) => (
              <option key={e.code} value={e.code}>
                {e.code} ({e.measure === 'score' ? 'score' : 'percentile'})
              </option>
            ))}
          </select>
        )}
      </Field>
      {figure('percentile', 'Percentile')}
      {figure(
        'score',
        'Score (instead of a percentile)',
        scoreExams.length
          ? `${scoreExams.join(', ')} ${scoreExams.length === 1 ? 'gives' : 'give'} a scaled score, not a percentile: enter it here.`
          : undefined,
      )}
      <Field id="predictor-category" label="Category" error={errors.category}>
        {(d) => (
          <select {...attrs('category', d)} defaultValue={CATEGORIES.includes(values.category as never) ? values.category : ''}>
            <option value="">Choose your category</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-1">
        <Field id="predictor-gender" label="Gender (optional)" error={errors.gender}>
          {(d) => (
            <select {...attrs('gender', d)} defaultValue={values.gender}>
              <option value="">Prefer not to say</option>
              {GENDER_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="predictor-background" label="Academic background (optional)" error={errors.background}>
          {(d) => (
            <select {...attrs('background', d)} defaultValue={values.background}>
              <option value="">Not given</option>
              {ACADEMIC_BACKGROUNDS.map((b) => (
                <option key={b} value={b}>
                  {BACKGROUND_LABELS[b]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {figure('experience', 'Work experience in months (optional)')}

      <details className="group rounded-lg border border-gray-300 p-3" open={values.states.length > 0}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-gray-900">
          Preferred states (optional){values.states.length ? `: ${values.states.length} chosen` : ''}
        </summary>
        <fieldset className="mt-2">
          <legend className="text-sm text-gray-600">
            Only colleges in these states are listed; none chosen lists every state.
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {stateOptions.map((state) => (
              <label key={state} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  name="state"
                  value={state}
                  defaultChecked={values.states.includes(state)}
                  className="h-4 w-4 accent-brand-700"
                />
                {state}
              </label>
            ))}
          </div>
        </fieldset>
      </details>

      <fieldset className="mt-4 rounded-lg border border-gray-300 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">Composite score (optional)</legend>
        <p className="text-sm text-gray-600">
          Some institutes publish how they weigh your exam, marks, work experience and gender. Give these to see each published
          weight and what can be computed from it. The sectional percentiles are also checked against sectional minimums.
        </p>
        <div className="mt-3 grid grid-cols-2 items-end gap-x-3">
          {COMPOSITE_ONLY.flatMap((input) => COMPOSITE_FIELDS[input] ?? []).map((f) => figure(f.name, f.label))}
        </div>
      </fieldset>

      <div className="pt-4">
        <button type="submit" className={`${secondary ? 'btn-secondary' : 'btn-primary'} w-full px-6 text-base`}>
          Show my shortlist
        </button>
      </div>
    </form>
  );
}
