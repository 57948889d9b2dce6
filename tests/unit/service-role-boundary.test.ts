import { describe, expect, it } from 'vitest';
import { filesUnder, readSource } from '../support/source-files';

// ARCHITECTURE: the service-role client is for back-office jobs only, never on a public path. Public and member
// paths write with the visitor's own client through database functions (mock tests included), so the only code
// that may reach lib/supabase/admin is the back-office's, and lib/data/account-states.ts, which the super admin's
// users screen alone imports. The one exception is lib/supabase/server-key.ts, which reads the database's
// signing key (public.server_channel_key) so that the servers can vouch for the visitor they speak for.

const SOURCES = ['app', 'components', 'lib'].flatMap(filesUnder);

function importersOf(module: string): string[] {
  const pattern = new RegExp(`from '${module.replace(/[/.]/g, '\\$&')}'`);
  return SOURCES.filter((file) => pattern.test(readSource(file)));
}

const isBackOffice = (file: string) => file.startsWith('app/admin/') || file.startsWith('components/admin/');

describe('the service role stays in the back-office', () => {
  it('is imported only by back-office code and the account-states reader', () => {
    const importers = importersOf('@/lib/supabase/admin');
    expect(importers.filter((file) => !isBackOffice(file))).toEqual(['lib/data/account-states.ts']);
  });

  it("the account-states reader is imported only by the back-office's screens", () => {
    const importers = importersOf('@/lib/data/account-states');
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !isBackOffice(file))).toEqual([]);
  });

  it('no public or member path creates a service-role client', () => {
    const named = SOURCES.filter(
      (file) =>
        !isBackOffice(file) &&
        !['lib/supabase/admin.ts', 'lib/data/account-states.ts', 'lib/supabase/server-key.ts'].includes(file) &&
        /createAdminClient/.test(readSource(file)),
    );
    expect(named).toEqual([]);
  });

  it('the server-key reader calls nothing but the key function', () => {
    const source = readSource('lib/supabase/server-key.ts');
    expect([...source.matchAll(/\.(rpc|from|storage|auth)\b\(?'?([a-z_]*)/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual([
      'rpc:server_channel_key',
    ]);
  });
});
