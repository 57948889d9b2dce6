import type { LocalDb } from './db';
import type { Keys } from './keys';
import type { Mailer } from './mailer';

/** Settings every service of the local stack reads; fixed when the stack starts. */
export interface StackConfig {
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  url: string;
  /** Where auth e-mail links land when redirect_to is absent or not allowed. */
  siteUrl: string;
  /** Extra redirect targets accepted besides siteUrl's origin and loopback hosts. */
  additionalRedirectUrls: string[];
  /**
   * When true (the default, as config.toml's enable_confirmations), sign-up sends a confirmation e-mail and
   * returns no session, and an e-mail change waits for the links sent to both addresses (double_confirm_changes).
   * False is GoTrue's mailer_autoconfirm: a session at sign-up and e-mail changes applied at once.
   */
  confirmEmail: boolean;
  /** Access-token lifetime in seconds (GoTrue's jwt_expiry). */
  jwtExpiry: number;
  /**
   * Requests allowed per window and client address for each rate-limited auth endpoint; and wrong passwords
   * allowed per account (whatever the address) within accountWindowMs before its sign-ins answer 429.
   */
  rateLimits: {
    token: number;
    signup: number;
    recover: number;
    verify: number;
    windowMs: number;
    accountFailures: number;
    accountWindowMs: number;
  };
  /** Directory of files for storage objects. */
  storageDir: string;
  /** Largest request body, in bytes, for every route but storage object uploads; larger ones get 413. */
  bodyLimit: number;
  /** Largest storage object (Storage's global file size limit), in bytes; an upload body may add multipart framing. */
  storageBodyLimit: number;
  /** Peers (IPs or CIDR ranges) whose X-Forwarded-For is believed; any other caller is keyed on its socket address. */
  trustedProxies: string[];
}

/** What a service handler receives besides the request. */
export interface StackContext {
  config: StackConfig;
  db: LocalDb;
  keys: Keys;
  /** Sends to the stack's own SMTP server, whose messages fill the mailbox. */
  mailer: Mailer;
}

/** A service: answers requests whose path starts with its prefix (the prefix is stripped). */
export type ServiceHandler = (req: Request, path: string, ctx: StackContext) => Promise<Response>;

/** The database role a request runs as, from its verified JWT. */
export type DbRole = 'anon' | 'authenticated' | 'service_role';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };
