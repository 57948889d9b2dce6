import {
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type AssignmentSettings,
  type ContactSettings,
  type FeatureSettings,
  type SocialNetwork,
  type SocialSettings,
} from './schemas';

/*
 * Stored settings (any JSON) read back as the shapes the pages use. A row written by the back-office always
 * matches its schema; a missing row or a field of the wrong type reads as the default, so the site never fails
 * on a setting.
 */

type Json = unknown;

function record(value: Json): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The contact details as the public site shows them: each one that staff have not set is left out. */
export type PublicContact = { [K in keyof ContactSettings]: string | null };

export const DEFAULT_CONTACT: PublicContact = {
  email: null,
  phone: null,
  whatsapp: null,
  address: null,
  hours: null,
};

export function resolveContact(value: Json): PublicContact {
  const v = record(value);
  return {
    email: text(v.email),
    phone: text(v.phone),
    whatsapp: text(v.whatsapp),
    address: text(v.address),
    hours: text(v.hours),
  };
}

export function resolveSocial(value: Json): SocialSettings {
  const v = record(value);
  const links = {} as SocialSettings;
  for (const network of SOCIAL_NETWORKS) {
    const url = text(v[network]);
    links[network] = url && /^https?:\/\//i.test(url) ? url : null;
  }
  return links;
}

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

/** The links that are set, in a fixed order, for the footer. */
export function socialLinks(social: SocialSettings): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = social[network];
    return url ? [{ network, label: SOCIAL_LABELS[network], url }] : [];
  });
}

/** Everything is on until a super admin switches it off. */
export function resolveFeatures(value: Json): FeatureSettings {
  const v = record(value);
  return { newsletter_signup: v.newsletter_signup !== false };
}

export function resolveAssignment(value: Json): AssignmentSettings {
  return { mode: record(value).mode === 'round_robin' ? 'round_robin' : 'manual' };
}

/** "+91 90000 00000" → "tel:+919000000000"; WhatsApp's click-to-chat wants the digits alone. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
