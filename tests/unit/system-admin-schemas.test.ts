import { describe, expect, it } from 'vitest';
import {
  assignmentSettings,
  contactSettings,
  featureSettings,
  SETTINGS_MESSAGES,
  socialSettings,
  statsSettings,
} from '@/lib/settings/schemas';
import {
  resolveAssignment,
  resolveContact,
  resolveFeatures,
  resolveSocial,
  socialLinks,
  telHref,
  whatsappHref,
} from '@/lib/settings/values';
import {
  accessInput,
  describeAccessChange,
  disableInput,
  inviteInput,
  parseUserListParams,
  USER_MESSAGES,
  userListHref,
} from '@/lib/users/schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('users: input schemas', () => {
  it('reads a role change from a form, the checkbox as the admin flag', () => {
    const id = '5b0c7a6e-2f7c-4d2a-9a53-1f1f2b3c4d5e';
    expect(accessInput.parse({ userId: id, role: 'editor', isAdmin: 'on' })).toEqual({
      userId: id,
      role: 'editor',
      isAdmin: true,
    });
    expect(accessInput.parse({ userId: id, role: 'member' })).toEqual({ userId: id, role: 'member', isAdmin: false });
    expect(issues(accessInput.safeParse({ userId: 'x', role: 'owner' }))).toEqual({
      userId: USER_MESSAGES.userMissing,
      role: USER_MESSAGES.roleInvalid,
    });
    expect(disableInput.parse({ userId: id, disabled: 'false' })).toEqual({ userId: id, disabled: false });
  });

  it('invites staff roles only, with a trimmed lower-case address and a name', () => {
    expect(inviteInput.parse({ email: ' Priya@Example.COM ', name: ' Priya Nair ', role: 'counselor' })).toEqual({
      email: 'priya@example.com',
      name: 'Priya Nair',
      role: 'counselor',
    });
    expect(issues(inviteInput.safeParse({ email: '', name: 'P', role: 'member' }))).toEqual({
      email: USER_MESSAGES.emailRequired,
      name: USER_MESSAGES.nameTooShort,
      role: USER_MESSAGES.roleInvalid,
    });
    expect(issues(inviteInput.safeParse({ email: 'priya@', name: 'Priya', role: 'editor' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('names the person and the change in the confirmation', () => {
    expect(describeAccessChange('Priya Nair', { role: 'editor', isAdmin: true })).toBe(
      'Make Priya Nair an Editor with back-office access?',
    );
    expect(describeAccessChange('Ravi', { role: 'member', isAdmin: false })).toBe(
      'Make Ravi a Member without back-office access?',
    );
  });

  it('reads the list URL forgivingly and writes it back', () => {
    const params = parseUserListParams({ q: '  priya ', role: 'counselor', page: '3' });
    expect(params).toEqual({ q: 'priya', role: 'counselor', page: 3 });
    expect(parseUserListParams({ role: 'boss', page: '-1' })).toEqual({ q: '', role: null, page: 1 });
    expect(userListHref(params, 2)).toBe('/admin/users?q=priya&role=counselor&page=2');
    expect(userListHref({ q: '', role: null, page: 1 }, 1)).toBe('/admin/users');
  });
});

describe('settings: schemas per section', () => {
  it('contact: e-mail required, phones checked, empty optional fields stored as null', () => {
    expect(
      contactSettings.parse({ phone: ' +91 98765 43210 ', email: 'Hello@X.in', whatsapp: '', address: ' Pune ', hours: '' }),
    ).toEqual({ phone: '+91 98765 43210', email: 'hello@x.in', whatsapp: null, address: 'Pune', hours: null });
    expect(
      issues(contactSettings.safeParse({ phone: '0123', email: '', whatsapp: 'abc', address: 'x'.repeat(301), hours: '' })),
    ).toEqual({
      phone: SETTINGS_MESSAGES.phoneInvalid,
      email: SETTINGS_MESSAGES.contactEmailRequired,
      whatsapp: SETTINGS_MESSAGES.phoneInvalid,
      address: SETTINGS_MESSAGES.addressTooLong,
    });
  });

  it('social: http(s) links only', () => {
    const empty = { youtube: '', instagram: '', linkedin: '', twitter: '', facebook: '' };
    expect(socialSettings.parse({ ...empty, youtube: 'https://youtube.com/@mbadisha' })).toMatchObject({
      youtube: 'https://youtube.com/@mbadisha',
      instagram: null,
    });
    for (const bad of ['javascript:alert(1)', 'youtube', 'ftp://x.example', 'https://localhost']) {
      expect(issues(socialSettings.safeParse({ ...empty, linkedin: bad })), bad).toEqual({
        linkedin: SETTINGS_MESSAGES.urlInvalid,
      });
    }
  });

  it('stats: short figures with a digit', () => {
    const ok = { students: '4000+', college_tie_ups: '500+', placement_rate: '95%', internships: '1,200+', videos: '200+' };
    expect(statsSettings.parse(ok)).toEqual(ok);
    expect(issues(statsSettings.safeParse({ ...ok, students: ' ', videos: 'plenty', internships: '1234567890123' }))).toEqual({
      students: SETTINGS_MESSAGES.figureRequired,
      videos: SETTINGS_MESSAGES.figureInvalid,
      internships: SETTINGS_MESSAGES.figureInvalid,
    });
  });

  it('assignment and switches', () => {
    expect(assignmentSettings.parse({ mode: 'manual' })).toEqual({ mode: 'manual' });
    expect(issues(assignmentSettings.safeParse({ mode: 'random' }))).toEqual({ mode: SETTINGS_MESSAGES.modeInvalid });
    expect(featureSettings.parse({ newsletter_signup: 'on' })).toEqual({ newsletter_signup: true });
    expect(featureSettings.parse({})).toEqual({ newsletter_signup: false });
  });
});

describe('settings: stored values read back for the site', () => {
  it('leaves out each contact detail that is not set, and drops unusable links', () => {
    expect(resolveContact(null)).toEqual({ email: null, phone: null, whatsapp: null, address: null, hours: null });
    expect(resolveContact({ phone: '+91 20 4856 1200', email: 42, address: '  ' })).toMatchObject({
      phone: '+91 20 4856 1200',
      email: null,
      address: null,
    });
    const social = resolveSocial({ youtube: 'https://youtube.com/x', twitter: 'javascript:alert(1)', linkedin: null });
    expect(socialLinks(social)).toEqual([{ network: 'youtube', label: 'YouTube', url: 'https://youtube.com/x' }]);
  });

  it('keeps switches on and assignment manual unless set otherwise', () => {
    expect(resolveFeatures(null)).toEqual({ newsletter_signup: true });
    expect(resolveFeatures({ newsletter_signup: false })).toEqual({ newsletter_signup: false });
    expect(resolveAssignment({ mode: 'round_robin' })).toEqual({ mode: 'round_robin' });
    expect(resolveAssignment(null)).toEqual({ mode: 'manual' });
  });

  it('builds phone and WhatsApp links', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
  });
});
