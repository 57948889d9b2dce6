import { passwordStrength } from '@/lib/auth/password-strength';

const COLOURS = { invalid: 'bg-red-600', fair: 'bg-amber-500', good: 'bg-brand-600', strong: 'bg-green-600' } as const;

/** Spec §5 indicator: four segments, the level's name (weak, fair, good, strong) and its advice. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const strength = passwordStrength(password);
  return (
    <div className="mt-2" data-testid="password-strength" data-level={strength.label}>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${segment <= strength.score ? COLOURS[strength.level] : 'bg-gray-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-gray-700" aria-live="polite">
        <span className="font-semibold capitalize">{strength.label}</span>: {strength.message}
      </p>
    </div>
  );
}
