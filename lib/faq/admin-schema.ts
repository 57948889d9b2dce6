import { z } from 'zod';
import { checkbox, optionalNumber, requiredText } from '@/lib/content/form-input';

/** What the FAQ form says under a field it refuses. */
export const FAQ_MESSAGES = {
  question: 'Enter the question.',
  answer: 'Enter the answer.',
  category: 'Use letters, digits, spaces or hyphens for the category (at most 60 characters).',
  order: 'Enter the position as a whole number from 0.',
  order_ids: 'The order to save names no FAQ.',
} as const;

/**
 * The category as the public /faq page groups it: lower case, words joined by underscores ('Fees and loans' →
 * 'fees_and_loans', shown again as 'Fees and loans'); empty means 'general', the table's default.
 */
const category = z
  .string()
  .trim()
  .max(60, FAQ_MESSAGES.category)
  .regex(/^[\p{L}\p{N} _-]*$/u, FAQ_MESSAGES.category)
  .transform(
    (v) =>
      v
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
        .replace(/_+/g, '_') || 'general',
  );

export const faqFields = z.object({
  question: requiredText(FAQ_MESSAGES.question, 300),
  answer: requiredText(FAQ_MESSAGES.answer, 5000),
  category: category.optional().transform((v) => v ?? 'general'),
  /** Empty: after every FAQ there is (set by the action). */
  order_index: optionalNumber({ min: 0, max: 1_000_000, integer: true, message: FAQ_MESSAGES.order }),
  is_active: checkbox,
  is_featured: checkbox,
});

export const faqUpdateFields = faqFields.extend({ id: z.uuid() });
export const faqDeleteFields = z.object({ id: z.uuid() });
/** The FAQs of one reorder screen, first to last. */
export const faqOrderFields = z.object({ ids: z.array(z.uuid()).min(1, FAQ_MESSAGES.order_ids).max(500) });

export type FaqInput = z.input<typeof faqFields>;
export type FaqUpdateInput = z.input<typeof faqUpdateFields>;
export type FaqDeleteInput = z.input<typeof faqDeleteFields>;
export type FaqOrderInput = z.input<typeof faqOrderFields>;
