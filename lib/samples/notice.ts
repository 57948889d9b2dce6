/** Spec §8's notice while videos and FAQs come from the built-in samples because the database is unreachable. */
export const SAMPLE_NOTICE = 'Currently showing sample content. Connect to database for latest videos/FAQs.';
