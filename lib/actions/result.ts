import { DATA_ERRORS, type DataErrorCode } from '@/lib/errors/data-error';

/**
 * What every server action returns. A failure carries a code that forms decide on (never the message text), a
 * message written for people, and, when the input was refused, the messages per field of the action's schema.
 * The codes are the data layer's: the chain's FORBIDDEN (a role without the capability) and the database's
 * refusal of the same caller (42501) are one code with one message.
 */
export const FORBIDDEN_MESSAGE = DATA_ERRORS.FORBIDDEN;

export type FieldErrors<Input> = Partial<Record<keyof Input, string[]>>;

export type ActionResult<Data, Input = unknown> =
  { ok: true; data: Data } | { ok: false; code: DataErrorCode; message: string; fieldErrors?: FieldErrors<Input> };

/** An action as a client calls it: input arrives untrusted (an object or a form's FormData) and is validated. */
export type Action<Input, Data> = (input: unknown) => Promise<ActionResult<Data, Input>>;

/**
 * useActionState's state for a form posting to an action: the last result and, after a failure, what was typed,
 * because React resets a form once its action returns and the visitor must not lose their text.
 */
export interface FormState<Data, Input> {
  result: ActionResult<Data, Input> | null;
  values?: Partial<Record<keyof Input, string>>;
}

/**
 * The string fields of a submitted form (React's internal $ACTION_ fields left out). A crafted request can call
 * a form's action with any value in place of the form: that reads as an empty form, which validation refuses.
 */
export function formDataToObject(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(formData instanceof FormData)) return out;
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$')) out[key] = value;
  }
  return out;
}

/** Runs a form's submission through its action; the Next binding's 'use server' functions are this one line. */
export async function submitForm<Input, Data>(action: Action<Input, Data>, formData: FormData): Promise<FormState<Data, Input>> {
  const values = formDataToObject(formData);
  const result = await action(values);
  return result.ok ? { result } : { result, values: values as Partial<Record<keyof Input, string>> };
}

/** The first message for each refused field, for forms that show one message under each field. */
export function firstFieldErrors<Input>(result: ActionResult<unknown, Input> | null): Partial<Record<keyof Input, string>> {
  if (!result || result.ok || !result.fieldErrors) return {};
  const out: Partial<Record<keyof Input, string>> = {};
  for (const key of Object.keys(result.fieldErrors) as (keyof Input)[]) {
    const first = result.fieldErrors[key]?.[0];
    if (first) out[key] = first;
  }
  return out;
}
