import type { TouchHistory } from './touch';

/**
 * What the public form actions need from their host beyond the action chain, injected like the chain's own
 * environment so the actions run outside Next in tests. lib/leads/next-form-host.ts is the Next binding.
 */
export interface FormHost {
  /** The visit's first and last touch (the md_attr cookie). */
  touches(): Promise<TouchHistory>;
  /** The hosts that are this site, so a referrer from our own pages is not taken for an external one. */
  ownHosts(): Promise<string[]>;
  /** The database's key the site signs its forms with (lib/supabase/server-key.ts); throws when unreachable. */
  secret(): Promise<string>;
  now(): Date;
}

/** The enquiry forms also show the college or exam a consultation is about, by name. */
export interface EnquiryHost extends FormHost {
  collegeName(slug: string): Promise<string | null>;
  examName(slug: string): Promise<string | null>;
}

/** The newsletter can be switched off in the back-office's settings; the action honours the switch. */
export interface NewsletterHost extends FormHost {
  newsletterOpen(): Promise<boolean>;
}
