import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  decodeProtectedHeader,
  errors as joseErrors,
  type JWK,
  type CryptoKey,
} from 'jose';
import type { JwtClaims } from './types';

/** The Supabase CLI's local JWT secret and the demo keys it prints, so tools and tutorials work unchanged. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The opaque local keys of the current CLI; the gateway swaps them for the JWTs above. */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

interface StoredSigningKey {
  kid: string;
  privateJwk: JWK;
}

/**
 * Signing and verification. User access tokens are ES256 with a kid, published as a JWKS so clients verify them
 * locally; the anon and service-role keys stay HS256 with the shared secret, as on Supabase.
 */
export class Keys {
  private readonly secret = new TextEncoder().encode(JWT_SECRET);

  private constructor(
    readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    readonly publicJwk: JWK,
  ) {}

  /** Loads the signing key kept in dataDir, or makes one (kept there unless dataDir is undefined). */
  static async load(dataDir: string | undefined): Promise<Keys> {
    const file = dataDir ? path.join(dataDir, 'signing-key.json') : undefined;
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
    return new Keys(stored.kid, privateKey, publicKey, publicJwk);
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

  async verify(token: string): Promise<VerifyResult> {
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
