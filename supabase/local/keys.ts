import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { JwtClaims } from './types';

/** What a Supabase project hands its clients and servers: the JWT secret and the API keys made with it. */
export interface ProjectKeys {
  jwtSecret: string;
  /** HS256 JWT with role anon. */
  anonKey: string;
  /** HS256 JWT with role service_role. */
  serviceRoleKey: string;
  /** Opaque key the gateway swaps for anonKey, as Supabase's `sb_publishable_…` keys. */
  publishableKey: string;
  /** Opaque key the gateway swaps for serviceRoleKey, as Supabase's `sb_secret_…` keys. */
  secretKey: string;
}

/**
 * The Supabase CLI's well-known demo secret and keys. Anyone can forge a service-role token with this secret, so
 * they are used only when SUPABASE_LOCAL_DEMO_KEYS=true asks for them (tools and tutorials that expect them).
 */
export const DEMO_KEYS: ProjectKeys = {
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  publishableKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
};

const PROJECT_KEYS_FILE = 'keys.json';
const VERIFIED_CACHE_SIZE = 1000;
const TEN_YEARS = 10 * 365 * 24 * 3600;

/** A new random secret and the keys signed with it. */
export async function generateProjectKeys(): Promise<ProjectKeys> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  const iat = Math.floor(Date.now() / 1000);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-local', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + TEN_YEARS)
      .sign(secret);
  return {
    jwtSecret,
    anonKey: await sign('anon'),
    serviceRoleKey: await sign('service_role'),
    publishableKey: `sb_publishable_${randomBytes(18).toString('base64url')}`,
    secretKey: `sb_secret_${randomBytes(18).toString('base64url')}`,
  };
}

/** The keys kept in dir, if a stack made them there. For tools and tests that talk to a stack started elsewhere. */
export function readProjectKeys(dir: string): ProjectKeys | undefined {
  const file = path.join(dir, PROJECT_KEYS_FILE);
  if (!existsSync(file)) return undefined;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProjectKeys>;
  const complete = ['jwtSecret', 'anonKey', 'serviceRoleKey', 'publishableKey', 'secretKey'].every(
    (k) => typeof stored[k as keyof ProjectKeys] === 'string',
  );
  if (!complete) throw new Error(`${file} is incomplete; delete it to have new keys made.`);
  return stored as ProjectKeys;
}

/**
 * The demo keys when asked for; otherwise the keys kept in dir, made at random on first use and kept there
 * (mode 0600) for every later start; with no dir, new random keys for this stack alone.
 */
export async function loadProjectKeys(dir: string | undefined, demo: boolean): Promise<ProjectKeys> {
  if (demo) return DEMO_KEYS;
  if (!dir) return generateProjectKeys();
  const kept = readProjectKeys(dir);
  if (kept) return kept;
  const made = await generateProjectKeys();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, PROJECT_KEYS_FILE), `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return made;
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

interface StoredSigningKey {
  kid: string;
  privateJwk: JWK;
}

/**
 * Signing and verification. User access tokens are ES256 with a kid, published as a JWKS so clients verify them
 * locally; the anon and service-role keys stay HS256 with the shared secret, as on Supabase.
 */
export class Keys {
  private readonly secret: Uint8Array;

  private constructor(
    readonly project: ProjectKeys,
    readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    readonly publicJwk: JWK,
  ) {
    this.secret = new TextEncoder().encode(project.jwtSecret);
  }

  /** Loads the signing key kept in dir, or makes one (kept there unless dir is undefined). */
  static async load(dir: string | undefined, project: ProjectKeys): Promise<Keys> {
    const file = dir ? path.join(dir, 'signing-key.json') : undefined;
    let stored: StoredSigningKey;
    if (file && existsSync(file)) {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSigningKey;
    } else {
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      stored = { kid: randomUUID(), privateJwk: await exportJWK(privateKey) };
      if (file) writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
    const { d: _private, ...pub } = stored.privateJwk;
    const publicJwk: JWK = { ...pub, kid: stored.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
    const privateKey = (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey;
    const publicKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
    return new Keys(project, stored.kid, privateKey, publicKey, publicJwk);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** Signs a user access token (ES256, with kid). */
  signAccessToken(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: this.kid, typ: 'JWT' }).sign(this.privateKey);
  }

  /** Signs with the shared secret, for storage signed-URL tokens and other HS256 uses. */
  signHs256(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.secret);
  }

  /**
   * Every request carries the same few tokens (the anon key, a user's access token) twice: as `apikey` and as
   * `Authorization`. A signature checked once is remembered until the token expires; expiry is still checked on
   * each use. Bounded, so a flood of distinct tokens cannot grow it.
   */
  private readonly verified = new Map<string, JwtClaims>();

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (typeof known.exp !== 'number' || known.exp * 1000 > Date.now()) return { ok: true, claims: known };
      this.verified.delete(token);
    }
    const result = await this.verifySignature(token);
    if (result.ok) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, result.claims);
    }
    return result;
  }

  private async verifySignature(token: string): Promise<VerifyResult> {
    try {
      const header = decodeProtectedHeader(token);
      const key = header.alg === 'ES256' ? this.publicKey : this.secret;
      if (header.alg !== 'ES256' && header.alg !== 'HS256') throw new Error('unsupported algorithm');
      const { payload } = await jwtVerify(token, key, { algorithms: [header.alg] });
      return { ok: true, claims: payload as JwtClaims };
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
      return { ok: false, reason: 'invalid', message: e instanceof Error ? e.message : 'invalid JWT' };
    }
  }
}
