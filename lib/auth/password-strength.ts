import { PASSWORD_MIN_LENGTH } from './validation';

/** Spec §5 password strength. `invalid` is what the indicator labels "weak". */
export type StrengthLevel = 'invalid' | 'fair' | 'good' | 'strong';

export const RECOMMENDED_PASSWORD_LENGTH = 8;

export const STRENGTH_MESSAGES: Record<StrengthLevel, string> = {
  invalid: 'At least 6 characters required',
  fair: 'Consider using 8+ characters',
  good: 'Add uppercase, lowercase, and numbers for better security',
  strong: 'Strong password!',
};

export const STRENGTH_LABELS: Record<StrengthLevel, 'weak' | 'fair' | 'good' | 'strong'> = {
  invalid: 'weak',
  fair: 'fair',
  good: 'good',
  strong: 'strong',
};

export interface PasswordStrength {
  level: StrengthLevel;
  label: (typeof STRENGTH_LABELS)[StrengthLevel];
  message: string;
  /** 1–4, for the indicator's filled segments. */
  score: 1 | 2 | 3 | 4;
  /** Whether the password may be submitted at all (6+ characters). */
  acceptable: boolean;
}

const SCORES: Record<StrengthLevel, PasswordStrength['score']> = { invalid: 1, fair: 2, good: 3, strong: 4 };

export function strengthLevel(password: string): StrengthLevel {
  if (password.length < PASSWORD_MIN_LENGTH) return 'invalid';
  if (password.length < RECOMMENDED_PASSWORD_LENGTH) return 'fair';
  const mixed = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return mixed ? 'strong' : 'good';
}

export function passwordStrength(password: string): PasswordStrength {
  const level = strengthLevel(password);
  return {
    level,
    label: STRENGTH_LABELS[level],
    message: STRENGTH_MESSAGES[level],
    score: SCORES[level],
    acceptable: level !== 'invalid',
  };
}
