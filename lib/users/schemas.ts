import { z } from 'zod';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';
import { emailField } from '@/lib/validation/email-phone';

/** What the Users screen tells people; the last-super-admin text is also the database trigger's message. */
export const USER_MESSAGES = {
  lastSuperAdmin: 'You are the last super admin. Make someone else a super admin before you give up your own rights.',
  disableSelf: 'You cannot disable your own account.',
  inviteExists: 'An account with this e-mail already exists. Find it in the list and change its role there.',
  emailRequired: 'Enter the e-mail address to invite.',
  nameTooShort: 'Name must be at least 2 characters long',
  roleInvalid: 'Choose one of the roles.',
  userMissing: 'That user no longer exists.',
} as const;

export const PAGE_SIZE = 20;

const role = z.enum(ROLES, { error: USER_MESSAGES.roleInvalid });
const userId = z.uuid({ error: USER_MESSAGES.userMissing });
/** A form's boolean: a checkbox posts 'on' (or nothing), a script may post true or 'true'. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const accessInput = z.object({ userId, role, isAdmin: flag });
/** Staff roles only: an invitation is how someone joins the back-office; members sign up themselves. */
export const INVITE_ROLES = ['counselor', 'editor', 'community_mod', 'super_admin'] as const satisfies readonly Role[];
const staffRole = z.enum(INVITE_ROLES, { error: USER_MESSAGES.roleInvalid });
export const inviteInput = z.object({
  email: emailField(USER_MESSAGES.emailRequired),
  name: z.string().trim().min(2, USER_MESSAGES.nameTooShort).max(120),
  role: staffRole,
});
export const disableInput = z.object({ userId, disabled: flag });

export type AccessInput = z.input<typeof accessInput>;
export type InviteInput = z.input<typeof inviteInput>;
export type DisableInput = z.input<typeof disableInput>;

export interface UserChange {
  message: string;
}

/** "Make Priya Nair an Editor with back-office access": the confirmation names the person and the change. */
export function describeAccessChange(name: string, next: { role: Role; isAdmin: boolean }): string {
  const access = next.isAdmin ? 'with back-office access' : 'without back-office access';
  return `Make ${name} ${article(ROLE_LABELS[next.role])} ${ROLE_LABELS[next.role]} ${access}?`;
}

function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export interface UserListParams {
  q: string;
  role: Role | null;
  page: number;
}

/** The list's URL (?q=&role=&page=), forgiving: anything unusable is dropped rather than refused. */
export function parseUserListParams(raw: RawSearchParams): UserListParams {
  const q = (firstParam(raw.q) ?? '').trim().slice(0, 100);
  const wanted = firstParam(raw.role);
  return { q, role: ROLES.find((r) => r === wanted) ?? null, page: pageParam(raw.page) };
}

export function userListHref(params: UserListParams, page: number): string {
  const q = new URLSearchParams();
  if (params.q) q.set('q', params.q);
  if (params.role) q.set('role', params.role);
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return `/admin/users${query ? `?${query}` : ''}`;
}
