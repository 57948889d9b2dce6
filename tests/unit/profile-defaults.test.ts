import { describe, expect, it } from 'vitest';
import { newProfileRow } from '@/lib/data/profiles';
import { knownChoices, PROFILE_MESSAGES, profileFormSchema, TARGET_EXAMS } from '@/lib/profile/profile-schema';

describe('newProfileRow (spec §4)', () => {
  it('takes the trimmed name from sign-up data', () => {
    expect(newProfileRow({ id: 'u1', email: 'a@b.co', user_metadata: { name: '  Asha ' } }).name).toBe('Asha');
  });
  it('cuts the name as the database keeps it: control characters as spaces, at most 100 characters', () => {
    const name = newProfileRow({ id: 'u1', email: 'a@b.co', user_metadata: { name: `Asha\r\nRao ${'अ'.repeat(200)}` } }).name;
    expect(name).toBe(`Asha Rao ${'अ'.repeat(91)}`);
  });
  it('falls back to the e-mail before the @, then "User"', () => {
    expect(newProfileRow({ id: 'u1', email: 'asha.rao@b.co', user_metadata: { name: '   ' } }).name).toBe('asha.rao');
    expect(newProfileRow({ id: 'u1', email: null }).name).toBe('User');
    expect(newProfileRow({ id: 'u1', email: '@b.co' }).name).toBe('User');
  });
  it('starts as a member with empty fields', () => {
    expect(newProfileRow({ id: 'u1', email: 'a@b.co' })).toEqual({
      id: 'u1',
      name: 'a',
      email: 'a@b.co',
      phone: '',
      role: 'member',
      is_admin: false,
      bio: '',
      career_goals: '',
      current_education: '',
      work_experience: 0,
      target_exams: [],
      preferred_locations: [],
      budget_range: '',
      avatar_url: '',
    });
  });
});

describe('profile form schema', () => {
  const base = {
    name: 'Asha',
    phone: '',
    bio: '',
    career_goals: '',
    current_education: '',
    work_experience: '2.5',
    target_exams: ['CAT'],
    preferred_locations: [],
    budget_range: '',
  };
  it('turns work experience into a number, empty meaning 0', () => {
    expect(profileFormSchema.parse(base).work_experience).toBe(2.5);
    expect(profileFormSchema.parse({ ...base, work_experience: '' }).work_experience).toBe(0);
  });
  it.each(['-1', '51', 'abc'])('refuses work experience %j', (work_experience) => {
    const result = profileFormSchema.safeParse({ ...base, work_experience });
    expect(result.error?.issues[0]?.message).toBe(PROFILE_MESSAGES.workExperience);
  });
  it('turns a pasted tab or line break in the name into a space', () => {
    expect(profileFormSchema.parse({ ...base, name: 'Asha\tRao\u2028' }).name).toBe('Asha Rao');
  });
  it('uses the §5 name and phone messages', () => {
    const result = profileFormSchema.safeParse({ ...base, name: ' A ', phone: '012' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name must be at least 2 characters long',
      'Please enter a valid phone number',
    ]);
  });
  it('never saves a photo URL from the form: the photo is uploaded on its own', () => {
    const parsed = profileFormSchema.parse({ ...base, avatar_url: 'javascript:alert(1)' });
    expect(parsed).not.toHaveProperty('avatar_url');
  });
  it('drops stored choices that are no longer offered', () => {
    expect(knownChoices(['CAT', 'Old exam'], TARGET_EXAMS)).toEqual(['CAT']);
  });
});
