import { catDilr } from './cat-full-length-dilr';
import { catQa } from './cat-full-length-qa';
import { catVarc } from './cat-full-length-varc';
import type { SeedMockTest } from './types';

export const catFullLength: SeedMockTest = {
  slug: 'cat-2025-pattern-full-length-mock',
  title: 'CAT Full-Length Mock (2025 pattern)',
  description:
    'The CAT 2025 pattern: 68 questions in 120 minutes — VARC 24, DILR 22, QA 22 — with 40 minutes per section in a fixed order, MCQ and type-in-the-answer questions, and an on-screen calculator.',
  exam: 'cat',
  kind: 'full_length',
  difficulty: 'High',
  durationMinutes: 120,
  sectionOrder: 'fixed',
  calculator: true,
  instructions: [
    'This mock follows the CAT 2025 pattern: three sections in a fixed order — **VARC**, then **DILR**, then **QA** — with **40 minutes each**. When a section’s time ends it is submitted and the next one opens; you cannot go back.',
    '',
    '- **+3** for a right answer; **−1** for a wrong multiple-choice answer; **no negative marking** on type-in-the-answer (TITA) questions.',
    '- The palette shows each question’s state: not visited, not answered, answered, marked for review, and answered and marked for review (still scored).',
    '- **Save & Next** saves your answer. Moving through the palette does not save the current answer.',
    '- An on-screen calculator is available.',
    '- Your time is kept on the server: closing the page does not stop the clock.',
  ].join('\n'),
  sections: [catVarc, catDilr, catQa],
};
