/** Spec §8's notice while videos and FAQs come from the built-in samples because the database is unreachable. */
export const SAMPLE_NOTICE = 'Currently showing sample content. Connect to database for latest videos/FAQs.';

/** Spec §4/§9's notice while the leads list and the lead statistics come from the five sample leads. */
export const LEADS_SAMPLE_NOTICE = 'Currently showing sample data. Connect to database for live leads.';
