import { BUDGET_RANGES, TARGET_EXAMS } from '@/lib/profile/choices';
import { Field, inputClass } from './form-field';

/** The consultation form's profile details: what a counsellor needs to plan applications, all optional. */
export function ConsultationFields({
  exams,
  budget,
  education,
  errors,
}: {
  exams: string[];
  budget: string;
  education: string;
  errors: { target_exams?: string; budget_range?: string; current_education?: string };
}) {
  return (
    <>
      <fieldset aria-describedby={errors.target_exams ? 'contact-target_exams-error' : undefined}>
        <legend className="text-sm font-medium text-gray-900">Exams you are taking (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TARGET_EXAMS.map((exam) => (
            <label
              key={exam}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm text-gray-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="checkbox"
                name="target_exams"
                value={exam}
                defaultChecked={exams.includes(exam)}
                className="h-4 w-4 accent-brand-700"
              />
              {exam}
            </label>
          ))}
        </div>
        <p id="contact-target_exams-error" aria-live="polite" className="mt-1 min-h-5 text-sm text-danger-700">
          {errors.target_exams}
        </p>
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="contact-budget_range" label="Budget for fees (optional)" error={errors.budget_range}>
          {(d) => (
            <select
              id="contact-budget_range"
              name="budget_range"
              defaultValue={budget}
              aria-invalid={errors.budget_range ? true : undefined}
              aria-describedby={d}
              className={inputClass}
            >
              <option value="">Not sure yet</option>
              {BUDGET_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="contact-current_education" label="Current education (optional)" error={errors.current_education}>
          {(d) => (
            <input
              id="contact-current_education"
              name="current_education"
              type="text"
              maxLength={200}
              placeholder="B.Com, final year"
              defaultValue={education}
              aria-invalid={errors.current_education ? true : undefined}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </>
  );
}
