import { z } from 'zod';
import { EMAIL_PHONE_MESSAGES, emailField, optionalPhoneField } from '@/lib/validation/email-phone';

/** The form messages of spec §5, word for word; tests and components import them from here. */
export const AUTH_MESSAGES = {
  emailRequired: EMAIL_PHONE_MESSAGES.emailRequired,
  emailInvalid: EMAIL_PHONE_MESSAGES.emailInvalid,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  phoneInvalid: EMAIL_PHONE_MESSAGES.phoneInvalid,
  resetEmailRequired: EMAIL_PHONE_MESSAGES.emailMissing,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

export const passwordField = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort);

const nameField = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, AUTH_MESSAGES.nameRequired).min(NAME_MIN_LENGTH, AUTH_MESSAGES.nameTooShort));

export const signInSchema = z.object({
  email: emailField(AUTH_MESSAGES.emailRequired),
  password: passwordField,
});

export const signUpSchema = z.object({
  name: nameField,
  email: emailField(AUTH_MESSAGES.emailRequired),
  password: passwordField,
  phone: optionalPhoneField(),
});

export const resetRequestSchema = z.object({
  email: emailField(AUTH_MESSAGES.resetEmailRequired),
});

/** The raw form values (what the inputs hold) and the cleaned values (what is sent to the auth service). */
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetRequestValues = z.output<typeof resetRequestSchema>;
