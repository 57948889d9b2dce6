import type { Faq } from '@/lib/data/faq';

/*
 * Spec §4: six FAQs on general and admissions topics, shown with a notice when the database cannot be reached.
 * Their ids are not uuids and their views are never counted.
 */
const sample = (n: number, category: 'general' | 'admissions', question: string, answer: string): Faq => ({
  id: `sample-faq-${n}`,
  question,
  answer,
  category,
  views: 0,
});

export const SAMPLE_FAQS: Faq[] = [
  sample(
    1,
    'general',
    'What is MBA Disha?',
    'MBA Disha is a guidance platform for MBA aspirants in India: college information, entrance exam guides, mock tests, videos and counselling in one place.',
  ),
  sample(
    2,
    'general',
    'Is MBA Disha free to use?',
    'Browsing colleges, exams, the blog and most videos is free. Some in-depth courses and counselling packages are paid, and prices are always shown before you pay.',
  ),
  sample(
    3,
    'general',
    'How do I talk to a counsellor?',
    'Use the contact form and choose counselling as the inquiry type. A counsellor replies by e-mail or phone.',
  ),
  sample(
    4,
    'admissions',
    'Which entrance exam should I take?',
    'Most IIMs admit through CAT; XLRI and many private schools accept XAT; NMIMS uses NMAT and the Symbiosis institutes use SNAP. Pick the exams your target colleges accept.',
  ),
  sample(
    5,
    'admissions',
    'Is work experience required for an MBA in India?',
    'No. Freshers are admitted to most programmes, but many institutes give some weight to work experience in their selection criteria.',
  ),
  sample(
    6,
    'admissions',
    'When do MBA admissions start?',
    'Most entrance exams are held between November and January, with shortlists, interviews and offers from January to May.',
  ),
];
