import { describe, expect, it } from 'vitest';
import { FAQ_MESSAGES, faqFields, faqOrderFields } from '@/lib/faq/admin-schema';
import { TESTIMONIAL_MESSAGES, testimonialFields } from '@/lib/testimonials/admin-schema';
import { VIDEO_MESSAGES, videoFields } from '@/lib/video/admin-schema';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('FAQ form', () => {
  it('reads a filled-in form, lower-casing the category as /faq groups it', () => {
    const parsed = faqFields.parse({
      question: ' What is CAT? ',
      answer: 'An exam.',
      category: 'Fees and loans',
      order_index: '12',
      is_active: 'on',
    });
    expect(parsed).toEqual({
      question: 'What is CAT?',
      answer: 'An exam.',
      category: 'fees_and_loans',
      order_index: 12,
      is_active: true,
      is_featured: false,
    });
  });

  it('defaults an empty category to general and an empty position to "after the others" (null)', () => {
    expect(faqFields.parse({ question: 'Q?', answer: 'A.', category: '', order_index: '' })).toMatchObject({
      category: 'general',
      order_index: null,
    });
  });

  it('says what is wrong with each refused field', () => {
    const result = faqFields.safeParse({ question: ' ', answer: '', category: 'fees & loans!', order_index: '-1' });
    expect(errorsOf(result)).toEqual({
      question: FAQ_MESSAGES.question,
      answer: FAQ_MESSAGES.answer,
      category: FAQ_MESSAGES.category,
      order_index: FAQ_MESSAGES.order,
    });
  });

  it('takes an order as a list of FAQ ids', () => {
    expect(faqOrderFields.safeParse({ ids: [] }).success).toBe(false);
    expect(faqOrderFields.safeParse({ ids: ['not-an-id'] }).success).toBe(false);
    expect(faqOrderFields.parse({ ids: ['0b7f0a4e-4b1e-4d1a-9b8e-2f1f3c6a7d10'] }).ids).toHaveLength(1);
  });
});

describe('video form', () => {
  const base = { title: 'DILR sets', video_type: 'youtube', difficulty: 'Beginner', is_free: 'on' };

  it('saves a YouTube watch or short link as its embed link (spec §5)', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ']) {
      expect(videoFields.parse({ ...base, video_url: url }).video_url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
    expect(videoFields.parse({ ...base, video_type: 'external', video_url: 'https://example.com/v/1' }).video_url).toBe(
      'https://example.com/v/1',
    );
  });

  it('reads tags, duration and a free video’s price', () => {
    const parsed = videoFields.parse({
      ...base,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      tags: 'CAT, DILR\nCAT',
      duration: '1:02:10',
      price: '299',
    });
    expect(parsed).toMatchObject({ tags: ['CAT', 'DILR'], duration: '1:02:10', price: 0, is_free: true, order_index: null });
  });

  it('needs a price above 0 for a paid video, in rupees', () => {
    const paid = { ...base, is_free: '', video_url: 'https://youtu.be/dQw4w9WgXcQ' };
    expect(videoFields.parse({ ...paid, price: '₹ 499' }).price).toBe(499);
    expect(errorsOf(videoFields.safeParse({ ...paid, price: '' }))).toEqual({ price: VIDEO_MESSAGES.paidPrice });
  });

  it('explains a missing, malformed or mismatched link and a bad duration', () => {
    expect(errorsOf(videoFields.safeParse({ ...base, video_url: '' })).video_url).toBe(VIDEO_MESSAGES.required);
    expect(errorsOf(videoFields.safeParse({ ...base, video_url: 'youtu.be/dQw4w9WgXcQ' })).video_url).toBe(
      VIDEO_MESSAGES.invalid,
    );
    expect(errorsOf(videoFields.safeParse({ ...base, video_url: 'https://vimeo.com/1' })).video_url).toBe(
      VIDEO_MESSAGES.notYoutube,
    );
    expect(errorsOf(videoFields.safeParse({ ...base, video_url: 'https://youtu.be/dQw4w9WgXcQ', duration: '90' })).duration).toBe(
      VIDEO_MESSAGES.duration,
    );
    expect(errorsOf(videoFields.safeParse({ ...base, video_url: 'https://youtu.be/dQw4w9WgXcQ', difficulty: 'Expert' }))).toEqual(
      {
        difficulty: VIDEO_MESSAGES.difficulty,
      },
    );
  });
});

describe('testimonial form (spec §3)', () => {
  const base = { name: 'Meera Joshi', college: 'IIM Indore', content: 'It helped.', rating: '5' };

  it('reads every field of a story', () => {
    expect(
      testimonialFields.parse({
        ...base,
        exam_score: 'CAT 99.1',
        image_url: 'http://127.0.0.1:54321/storage/v1/object/public/media/meera.jpg',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        position: 'Analyst',
        company: 'Acme',
        year: '2025',
        is_active: 'on',
        is_featured: 'on',
        order_index: '3',
      }),
    ).toEqual({
      ...base,
      rating: 5,
      exam_score: 'CAT 99.1',
      image_url: 'http://127.0.0.1:54321/storage/v1/object/public/media/meera.jpg',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      position: 'Analyst',
      company: 'Acme',
      year: 2025,
      is_active: true,
      is_featured: true,
      order_index: 3,
    });
  });

  it('leaves the photo and video optional', () => {
    expect(testimonialFields.parse({ ...base, image_url: '', video_url: '' })).toMatchObject({
      image_url: null,
      video_url: null,
    });
  });

  it('refuses a rating outside 1-5, a bad year and missing text, field by field', () => {
    const result = testimonialFields.safeParse({
      name: '',
      college: '',
      content: '',
      rating: '6',
      year: '89',
      video_url: 'ftp://x',
    });
    expect(errorsOf(result)).toEqual({
      name: TESTIMONIAL_MESSAGES.name,
      college: TESTIMONIAL_MESSAGES.college,
      content: TESTIMONIAL_MESSAGES.content,
      rating: TESTIMONIAL_MESSAGES.rating,
      year: TESTIMONIAL_MESSAGES.year,
      video_url: TESTIMONIAL_MESSAGES.video,
    });
  });
});
