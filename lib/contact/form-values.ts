/** The fields a form may post several times (checkbox groups). */
const LIST_FIELDS = new Set(['target_exams']);

export type FormValues = Record<string, string | string[]>;

/**
 * A submitted enquiry form as plain values: text fields as strings, checkbox groups as lists, React's internal
 * $ACTION_ fields and files left out. They go to the action and, after a failure, back into the form.
 */
export function formValues(formData: FormData): FormValues {
  const out: FormValues = {};
  // A crafted call may send anything in place of the form: it reads as an empty form, which validation refuses.
  if (!(formData instanceof FormData)) return out;
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$')) continue;
    if (LIST_FIELDS.has(key)) out[key] = [...((out[key] as string[] | undefined) ?? []), value];
    else out[key] = value;
  }
  return out;
}
