import { z } from 'zod';
import { EMAIL_PHONE_MESSAGES, emailField, isValidPhone } from '@/lib/validation/email-phone';

/*
 * Site settings the back-office edits, one form per section, each saved on its own. Every section is one
 * site_settings row; its zod schema is the whole truth about what the row may hold, so the public pages that
 * read it (footer, home) can trust the shape and fall back to their defaults only when a row is missing.
 */

export const SETTINGS_MESSAGES = {
  phoneInvalid: EMAIL_PHONE_MESSAGES.phoneInvalid,
  contactEmailRequired: 'Enter the e-mail address visitors can write to.',
  addressTooLong: 'Keep the address under 300 characters.',
  hoursTooLong: 'Keep the opening hours under 100 characters.',
  urlInvalid: 'Enter a full link starting with https://',
  figureRequired: 'Enter a figure, for example 4000+.',
  figureInvalid: 'Use at most 12 characters with at least one digit, for example 95% or 1,200+.',
  modeInvalid: 'Choose how new leads are assigned.',
} as const;

const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidPhone(v), SETTINGS_MESSAGES.phoneInvalid)
  .transform((v) => v || null);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null);

const optionalLink = z
  .string()
  .trim()
  .refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, SETTINGS_MESSAGES.urlInvalid)
  .transform((v) => v || null);

const figure = z
  .string()
  .trim()
  .min(1, { error: SETTINGS_MESSAGES.figureRequired, abort: true })
  .refine((v) => v.length <= 12 && /\d/.test(v), SETTINGS_MESSAGES.figureInvalid);

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const contactSettings = z.object({
  phone: optionalPhone,
  email: emailField(SETTINGS_MESSAGES.contactEmailRequired),
  whatsapp: optionalPhone,
  address: optionalText(300, SETTINGS_MESSAGES.addressTooLong),
  hours: optionalText(100, SETTINGS_MESSAGES.hoursTooLong),
});

export const SOCIAL_NETWORKS = ['youtube', 'instagram', 'linkedin', 'twitter', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
};

export const socialSettings = z.object({
  youtube: optionalLink,
  instagram: optionalLink,
  linkedin: optionalLink,
  twitter: optionalLink,
  facebook: optionalLink,
});

/** The keys lib/home/content's resolveStats reads. */
export const statsSettings = z.object({
  students: figure,
  college_tie_ups: figure,
  placement_rate: figure,
  internships: figure,
  videos: figure,
});

/** private.next_round_robin_counselor reads `mode`: round_robin assigns, anything else leaves leads for staff. */
export const ASSIGNMENT_MODES = ['round_robin', 'manual'] as const;
export const assignmentSettings = z.object({ mode: z.enum(ASSIGNMENT_MODES, { error: SETTINGS_MESSAGES.modeInvalid }) });

/** Switches the site honours: newsletter sign-up in the footer. */
export const featureSettings = z.object({ newsletter_signup: flag });

export const SETTINGS_SECTIONS = {
  contact: { key: 'contact', isPublic: true, schema: contactSettings, description: 'Public contact details' },
  social: { key: 'social', isPublic: true, schema: socialSettings, description: 'Social profile links' },
  stats: { key: 'stats', isPublic: true, schema: statsSettings, description: 'Headline figures on the home page' },
  assignment: {
    key: 'leads.assignment',
    isPublic: false,
    schema: assignmentSettings,
    description: 'How new leads are assigned (staff only)',
  },
  features: { key: 'features', isPublic: true, schema: featureSettings, description: 'Feature switches' },
} as const;

export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_KEYS = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];

export type ContactSettings = z.output<typeof contactSettings>;
export type SocialSettings = z.output<typeof socialSettings>;
export type StatsSettings = z.output<typeof statsSettings>;
export type AssignmentSettings = z.output<typeof assignmentSettings>;
export type FeatureSettings = z.output<typeof featureSettings>;

export type ContactInput = z.input<typeof contactSettings>;
export type SocialInput = z.input<typeof socialSettings>;
export type StatsInput = z.input<typeof statsSettings>;
export type AssignmentInput = z.input<typeof assignmentSettings>;
export type FeatureInput = z.input<typeof featureSettings>;

export interface SettingsChange {
  message: string;
}
