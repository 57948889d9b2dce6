import { findUserIdByEmail, getUserAccess, inviteUser, setUserAccess } from '@/lib/data/users';
import { errorText, isDataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';
import { EMAIL_PHONE_MESSAGES, emailField } from '@/lib/validation/email-phone';

/*
 * The first super admin of a new project (`npm run admin:create -- <email>`, scripts/admin-create.ts), with no SQL
 * by hand: the person's account, found by address or invited (they set a password from the e-mail), becomes a
 * super admin with admin access. Later ones are made on the Users screen. Needs the service-role client.
 */

export type CreateAdminOutcome = {
  email: string;
  userId: string;
  /** An invitation was sent: there was no account with this address. */
  invited: boolean;
  /** The account was a super admin with admin access already; nothing changed. */
  unchanged: boolean;
};

export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

const emailInput = emailField(EMAIL_PHONE_MESSAGES.emailMissing);

/** The address, trimmed and lower-cased; a CreateAdminError saying what is wrong with anything else. */
export function adminEmail(raw: unknown): string {
  const parsed = emailInput.safeParse(raw);
  if (!parsed.success) {
    throw new CreateAdminError(`${parsed.error.issues[0]?.message ?? 'Not an e-mail address'}: ${JSON.stringify(raw ?? '')}`);
  }
  return parsed.data;
}

/** `inviteRedirect`: the app's page an invitation opens (/auth/invite), where the password is chosen. */
export async function createSuperAdmin(
  admin: TypedClient,
  rawEmail: unknown,
  options: { inviteRedirect: string },
): Promise<CreateAdminOutcome> {
  const email = adminEmail(rawEmail);
  try {
    let userId = await findUserIdByEmail(admin, email);
    const invited = userId === null;
    userId ??= await inviteUser(
      admin,
      // The profile's name until they change it: the sign-up trigger copies it from the invitation.
      { email, name: email.slice(0, email.indexOf('@')), redirectTo: options.inviteRedirect },
      `${email} has an account already, but it could not be found. Please run the command again.`,
    );
    const profile = await getUserAccess(admin, userId);
    if (!profile) throw new CreateAdminError(`The account of ${email} has no profile; check the sign-up trigger ran.`);
    if (profile.role === 'super_admin' && profile.isAdmin) return { email, userId, invited, unchanged: true };
    await setUserAccess(admin, userId, { role: 'super_admin', isAdmin: true }, 'The last super admin cannot be changed.');
    return { email, userId, invited, unchanged: false };
  } catch (error) {
    if (error instanceof CreateAdminError) throw error;
    throw new CreateAdminError(`Could not make ${email} a super admin: ${reasonOf(error)}`, { cause: error });
  }
}

/** A failure's message with its cause's (the database's or Auth's own words), which is what an operator needs. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = isDataError(error) ? errorText(error.cause, 'message') : '';
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}
