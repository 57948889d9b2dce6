import { describe, expect, it } from 'vitest';
import { filesUnder, readSource } from '../support/source-files';

// ARCHITECTURE: the service-role client is for back-office jobs only, never on a public path. Public and member
// paths write with the visitor's own client through database functions (mock tests included), so the only code
// that may reach lib/supabase/admin is the back-office's, and lib/data/account-states.ts, which the super admin's
// users screen alone imports. The one exception is lib/supabase/server-key.ts, which reads the database's
// signing key (public.server_channel_key) so that the servers can vouch for the visitor they speak for.
// lib/data/email-events.ts is the other: an e-mail provider's webhook (POST /api/email/events) has no visitor
// behind it, only a shared secret the route checks first, and public.record_email_event (suppressing an address
// after a hard bounce or complaint) is the service role's alone. It calls nothing but that function.
// lib/users/users.actions.ts, the super admin's Users screen's 'use server' binding, hands the service-role client
// to the users actions (Auth's admin API, for invitations); it lives beside its factory in lib/users (the layer rule,
// tests/unit/layer-boundaries.test.ts) but is back-office code, imported only by components/admin/users.

const SOURCES = ['app', 'components', 'lib'].flatMap(filesUnder);

function importersOf(module: string): string[] {
  const pattern = new RegExp(`from '${module.replace(/[/.]/g, '\\$&')}'`);
  return SOURCES.filter((file) => pattern.test(readSource(file)));
}

/** The back-office's server-action bindings that live in lib/ (beside their factories). */
const BACK_OFFICE_BINDINGS = ['lib/users/users.actions.ts'];

const isBackOffice = (file: string) =>
  file.startsWith('app/admin/') || file.startsWith('components/admin/') || BACK_OFFICE_BINDINGS.includes(file);

describe('the service role stays in the back-office', () => {
  it('is imported only by back-office code and the account-states reader', () => {
    const importers = importersOf('@/lib/supabase/admin');
    expect(importers.filter((file) => !isBackOffice(file))).toEqual(['lib/data/account-states.ts', 'lib/data/email-events.ts']);
  });

  it('the e-mail events recorder is imported only by the webhook route', () => {
    expect(importersOf('@/lib/data/email-events')).toEqual(['app/api/email/events/route.ts']);
  });

  it("the account-states reader is imported only by the back-office's screens", () => {
    const importers = importersOf('@/lib/data/account-states');
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !isBackOffice(file))).toEqual([]);
  });

  it("the back-office's bindings in lib are imported only by back-office code", () => {
    for (const binding of BACK_OFFICE_BINDINGS) {
      const importers = importersOf(`@/${binding.replace(/\.ts$/, '')}`);
      expect(importers.length, binding).toBeGreaterThan(0);
      expect(
        importers.filter((file) => !isBackOffice(file)),
        binding,
      ).toEqual([]);
    }
  });

  it('no public or member path creates a service-role client', () => {
    const named = SOURCES.filter(
      (file) =>
        !isBackOffice(file) &&
        ![
          'lib/supabase/admin.ts',
          'lib/data/account-states.ts',
          'lib/supabase/server-key.ts',
          'lib/data/email-events.ts',
        ].includes(file) &&
        /createAdminClient/.test(readSource(file)),
    );
    expect(named).toEqual([]);
  });

  const calls = (file: string) =>
    [...readSource(file).matchAll(/\.(rpc|from|storage|auth)\b\(?'?([a-z_]*)/g)].map((m) => `${m[1]}:${m[2]}`);

  it('the server-key reader calls nothing but the key function', () => {
    expect(calls('lib/supabase/server-key.ts')).toEqual(['rpc:server_channel_key']);
  });

  it('the e-mail events recorder calls nothing but record_email_event', () => {
    expect(calls('lib/data/email-events.ts')).toEqual(['rpc:record_email_event']);
  });
});
