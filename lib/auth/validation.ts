import { z } from 'zod';

/** The form messages of spec §5, word for word; tests and components import them from here. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  phoneInvalid: 'Please enter a valid phone number',
  resetEmailRequired: 'Please enter your email address',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

// Spec §5: text, @, text, dot, text, with no spaces anywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Spec §5/§9: spaces ignored, an optional plus, a non-zero digit, then up to 15 more digits.
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.replace(/\s/g, ''));
}

function emailField(requiredMessage: string) {
  return z
    .string()
    .transform(normalizeEmail)
    .pipe(z.string().min(1, requiredMessage).refine(isValidEmail, AUTH_MESSAGES.emailInvalid));
}

export const passwordField = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort);

const nameField = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, AUTH_MESSAGES.nameRequired).min(NAME_MIN_LENGTH, AUTH_MESSAGES.nameTooShort));

const phoneField = z
  .string()
  .transform((v) => v.trim())
  .refine((v) => v === '' || isValidPhone(v), AUTH_MESSAGES.phoneInvalid);

export const signInSchema = z.object({
  email: emailField(AUTH_MESSAGES.emailRequired),
  password: passwordField,
});

export const signUpSchema = z.object({
  name: nameField,
  email: emailField(AUTH_MESSAGES.emailRequired),
  password: passwordField,
  phone: phoneField,
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
