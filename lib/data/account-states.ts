import 'server-only';
import { can, type Role } from '@/lib/auth/roles';
import { getAccountStates, type AccountState } from '@/lib/data/users';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * Whether each account is disabled or still invited, which only Auth's admin API knows. The service-role client
 * stays in lib/data and answers only a super admin's screen: anyone else gets no states.
 */
export async function readAccountStates(viewerRole: Role, ids: string[]): Promise<Map<string, AccountState>> {
  if (!can(viewerRole, 'manageSystem')) return new Map();
  return getAccountStates(createAdminClient(), ids);
}
