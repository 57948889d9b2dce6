import { z } from 'zod';

/**
 * The one place for e-mail and phone rules (spec §5, §9) and their messages: the auth, contact, newsletter and
 * profile forms all build their fields from here, so a rule or a word changes once.
 */
export const EMAIL_PHONE_MESSAGES = {
  emailRequired: 'Email is required',
  /** The password-reset and newsletter forms' wording for an empty address. */
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/** Text, @, text, dot, text, with no spaces anywhere (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** With spaces removed: an optional plus, a non-zero digit, then up to 15 more digits — 16 digits at most (§5, §9). */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** The longest address SMTP can deliver to. */
const EMAIL_MAX_LENGTH = 254;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The number without its spaces, as it is checked (and as the contact form stores it). */
export function compactPhone(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(compactPhone(value));
}

/** A required address: trimmed and lower-cased, then checked. `requiredMessage` words the empty case. */
export function emailField(requiredMessage: string = EMAIL_PHONE_MESSAGES.emailRequired) {
  return z
    .string()
    .transform(normalizeEmail)
    .pipe(z.string().min(1, { error: requiredMessage, abort: true }).refine(isValidEmail, EMAIL_PHONE_MESSAGES.emailInvalid));
}

/** An optional number: trimmed, '' when left empty, otherwise checked with its spaces ignored. */
export function optionalPhoneField() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPhone(v), EMAIL_PHONE_MESSAGES.phoneInvalid);
}
