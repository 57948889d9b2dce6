import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackOptionsFromEnv } from '@/supabase/local/env';
import { DEFAULT_DATA_DIR, DEFAULT_RATE_LIMITS } from '@/supabase/local/stack';

describe('stack settings from SUPABASE_LOCAL_* variables', () => {
  it('leaves every unset setting to its default: loopback only, generated keys, default rate limits', () => {
    const options = stackOptionsFromEnv({});
    expect(options).toMatchObject({
      port: 54321,
      host: '127.0.0.1',
      dataDir: DEFAULT_DATA_DIR,
      demoKeys: false,
      // Sign-up proves the mailbox unless turned off.
      confirmEmail: true,
    });
    expect({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('overrides only the limits that are set', () => {
    const { rateLimits } = stackOptionsFromEnv({ SUPABASE_LOCAL_RATE_LIMIT_SIGNUP: '5' });
    expect({ ...DEFAULT_RATE_LIMITS, ...rateLimits }).toEqual({ ...DEFAULT_RATE_LIMITS, signup: 5 });
  });

  it('reads the keys, host and demo settings', () => {
    const options = stackOptionsFromEnv({
      SUPABASE_LOCAL_DEMO_KEYS: 'true',
      SUPABASE_LOCAL_KEYS_DIR: '/tmp/k',
      SUPABASE_LOCAL_HOST: '0.0.0.0',
      SUPABASE_LOCAL_PORT: '6000',
    });
    expect(options).toMatchObject({ demoKeys: true, keysDir: '/tmp/k', host: '0.0.0.0', port: 6000 });
  });

  it('turns e-mail confirmation off only for SUPABASE_LOCAL_CONFIRM_EMAIL=false', () => {
    expect(stackOptionsFromEnv({ SUPABASE_LOCAL_CONFIRM_EMAIL: 'false' }).confirmEmail).toBe(false);
    expect(stackOptionsFromEnv({ SUPABASE_LOCAL_CONFIRM_EMAIL: ' false ' }).confirmEmail).toBe(false);
    expect(stackOptionsFromEnv({ SUPABASE_LOCAL_CONFIRM_EMAIL: 'true' }).confirmEmail).toBe(true);
    expect(stackOptionsFromEnv({ SUPABASE_LOCAL_CONFIRM_EMAIL: '' }).confirmEmail).toBe(true);
  });

  it('agrees with supabase/config.toml, for `supabase start`: confirmations and secure e-mail change on', () => {
    const toml = readFileSync(path.resolve(import.meta.dirname, '../../../supabase/config.toml'), 'utf8');
    const email = /^\[auth\.email\]\n([\s\S]*?)^\[/m.exec(toml)?.[1] ?? '';
    expect(email).toMatch(/^enable_confirmations = true$/m);
    expect(email).toMatch(/^double_confirm_changes = true$/m);
  });

  it('refuses a number setting that is not a number', () => {
    expect(() => stackOptionsFromEnv({ SUPABASE_LOCAL_PORT: 'abc' })).toThrow('SUPABASE_LOCAL_PORT must be a whole number');
  });
});
