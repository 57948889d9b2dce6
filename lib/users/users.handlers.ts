import type { ActionChain } from '@/lib/actions/chain';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { countOtherSuperAdmins, getUserAccess, inviteUser, setAccountDisabled, setUserAccess } from '@/lib/data/users';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';
import { accessInput, disableInput, inviteInput, USER_MESSAGES, type UserChange } from './schemas';

/** What the Users actions need beyond the chain: the service-role client for Auth's admin API, and where links land. */
export interface UserActionHost {
  /** Called only after the chain has confirmed manageSystem. */
  adminClient(): TypedClient;
  /** The app's page an invitation link opens (it finishes the sign-in and asks for a password). */
  inviteRedirect(): string;
}

/*
 * Users (manage system, spec §6). Role and admin flag change through the super admin's own client, so the
 * database refuses the same changes for anyone else; the last super admin is refused here with a clear message
 * and, whatever the race, by the keep_last_super_admin trigger.
 */
export function userActions(chain: ActionChain, host: UserActionHost) {
  const system = chain.capabilityAction('manageSystem');

  return {
    changeAccess: system({ name: 'users.access', input: accessInput }, async (input, { client, user }): Promise<UserChange> => {
      const target = await getUserAccess(client, input.userId);
      if (!target) throw new DataError('NOT_FOUND', USER_MESSAGES.userMissing);
      const losesSuperAdmin = target.role === 'super_admin' && target.isAdmin && !(input.role === 'super_admin' && input.isAdmin);
      if (losesSuperAdmin && target.id === user.id && (await countOtherSuperAdmins(client, user.id)) === 0) {
        throw new DataError('VALIDATION', USER_MESSAGES.lastSuperAdmin);
      }
      await setUserAccess(client, target.id, { role: input.role, isAdmin: input.isAdmin }, USER_MESSAGES.lastSuperAdmin);
      const access = input.isAdmin ? 'with back-office access' : 'without back-office access';
      return { message: `${target.name} is now ${ROLE_LABELS[input.role]} ${access}.` };
    }),

    invite: system({ name: 'users.invite', input: inviteInput }, async (input, { client }): Promise<UserChange> => {
      const id = await inviteUser(
        host.adminClient(),
        { email: input.email, name: input.name, redirectTo: host.inviteRedirect() },
        USER_MESSAGES.inviteExists,
      );
      // The role is given with the super admin's own session: the database, not the service role, decides it.
      await setUserAccess(client, id, { role: input.role, isAdmin: true }, USER_MESSAGES.lastSuperAdmin);
      return { message: `Invitation sent to ${input.email} as ${ROLE_LABELS[input.role]}.` };
    }),

    setDisabled: system({ name: 'users.disable', input: disableInput }, async (input, { client, user }): Promise<UserChange> => {
      if (input.disabled && input.userId === user.id) throw new DataError('VALIDATION', USER_MESSAGES.disableSelf);
      const target = await getUserAccess(client, input.userId);
      if (!target) throw new DataError('NOT_FOUND', USER_MESSAGES.userMissing);
      await setAccountDisabled(host.adminClient(), target.id, input.disabled);
      return {
        message: input.disabled ? `${target.name} is disabled and can no longer sign in.` : `${target.name} can sign in again.`,
      };
    }),
  };
}
