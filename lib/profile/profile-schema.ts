import { z } from 'zod';
import { AUTH_MESSAGES, NAME_MIN_LENGTH } from '@/lib/auth/validation';
import { optionalPhoneField } from '@/lib/validation/email-phone';
import { BUDGET_RANGES, PREFERRED_LOCATIONS, TARGET_EXAMS } from './choices';

export { BUDGET_RANGES, PREFERRED_LOCATIONS, TARGET_EXAMS } from './choices';

export const PROFILE_MESSAGES = {
  workExperience: 'Enter years of work experience between 0 and 50',
  tooLong: (max: number) => `Keep this under ${max} characters`,
} as const;

const text = (max: number) => z.string().trim().max(max, PROFILE_MESSAGES.tooLong(max));

/** The longest name profiles_name_check admits (names go into e-mails to other members). */
export const PROFILE_NAME_MAX = 100;

/** C0, DEL, C1 and the Unicode line separators, which profiles_name_check refuses in a name. */
const CONTROL_CHARACTERS = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A name as the database keeps it: control characters as spaces, trimmed, at most 100 characters. */
export function cleanProfileName(raw: string): string {
  return Array.from(raw.replace(CONTROL_CHARACTERS, ' ').trim()).slice(0, PROFILE_NAME_MAX).join('').trim();
}

export const profileFormSchema = z.object({
  // A tab pasted into the box becomes a space rather than a refused save.
  name: z
    .string()
    .transform((v) => v.replace(CONTROL_CHARACTERS, ' '))
    .pipe(
      z
        .string()
        .trim()
        .min(1, AUTH_MESSAGES.nameRequired)
        .min(NAME_MIN_LENGTH, AUTH_MESSAGES.nameTooShort)
        .max(PROFILE_NAME_MAX, PROFILE_MESSAGES.tooLong(PROFILE_NAME_MAX)),
    ),
  phone: optionalPhoneField(),
  bio: text(1000),
  career_goals: text(1000),
  current_education: text(200),
  // The input gives a string; an empty box means 0 years.
  work_experience: z
    .string()
    .trim()
    .transform((v) => (v === '' ? 0 : Number(v)))
    .pipe(
      z
        .number({ error: PROFILE_MESSAGES.workExperience })
        .min(0, PROFILE_MESSAGES.workExperience)
        .max(50, PROFILE_MESSAGES.workExperience),
    ),
  target_exams: z.array(z.enum(TARGET_EXAMS)),
  preferred_locations: z.array(z.enum(PREFERRED_LOCATIONS)),
  budget_range: z.union([z.enum(BUDGET_RANGES), z.literal('')]),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** Keeps only known choices, so a value stored before a list changed does not block saving. */
export function knownChoices<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return values.filter((v): v is T => (allowed as readonly string[]).includes(v));
}
