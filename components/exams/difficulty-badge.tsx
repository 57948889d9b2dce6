import type { ExamDifficulty } from '@/lib/exams/difficulty';

// Difficulty is information, not status: neutral indigo tints, darker for harder exams (AA contrast on each).
const STYLES: Record<ExamDifficulty, string> = {
  High: 'bg-brand-800 text-white',
  Medium: 'bg-brand-100 text-brand-900',
  Easy: 'bg-gray-100 text-gray-800',
};

/** Spec §1's difficulty (High, Medium, Easy); an exam without one shows nothing rather than a guess. */
export function DifficultyBadge({ difficulty }: { difficulty: ExamDifficulty | null }) {
  if (!difficulty) return null;
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ${STYLES[difficulty]}`}>
      {difficulty} difficulty
    </span>
  );
}
