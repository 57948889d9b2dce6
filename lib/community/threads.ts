/* How community threads read in lists: category labels and one-paragraph excerpts. */

const CATEGORY_LABELS: Record<string, string> = {
  'cat-prep': 'CAT preparation',
  'gd-pi': 'GD, WAT and interviews',
  colleges: 'Colleges',
  exams: 'Exams',
  admissions: 'Admissions',
  careers: 'Careers',
  general: 'General',
};

/** "cat-prep" → "CAT preparation"; an unknown key is shown with its dashes as spaces. */
export function communityCategoryLabel(key: string): string {
  const label = CATEGORY_LABELS[key] ?? key.replace(/[-_]+/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const EXCERPT_LENGTH = 180;

/** The opening of a thread's first post as one plain paragraph, for the list. */
export function threadExcerpt(body: string): string {
  // Markdown list markers and emphasis read as noise in a one-paragraph summary.
  const plain = body
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[#>*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= EXCERPT_LENGTH ? plain : `${plain.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}
