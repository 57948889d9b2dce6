import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { unlessUnreachable } from '@/lib/errors/data-error';
import { SAMPLE_FAQS } from '@/lib/samples/faqs';
import { createPublicClient } from '@/lib/supabase/public';

/** The cache tag of every read of faqs; a back-office write to FAQs revalidates it. */
export const FAQS_TAG = TAGS.faqs;

export type Faq = Pick<Tables<'faqs'>, 'id' | 'question' | 'answer' | 'category' | 'views'>;

/** FAQs, or the six samples with `sample: true` when the database cannot be reached (spec §4). */
export interface FaqList {
  faqs: Faq[];
  sample: boolean;
}

export interface FaqQuery {
  category?: string;
  featured?: boolean;
  /** The home page shows at most 10 (spec §9). */
  limit?: number;
}

/** Active FAQs in order_index order (spec §7). Failures other than an unreachable database throw. */
export async function listFaqs(options: FaqQuery = {}): Promise<FaqList> {
  return unlessUnreachable<FaqList>(
    async () => {
      let query = createPublicClient([FAQS_TAG])
        .from('faqs')
        .select('id, question, answer, category, views')
        .eq('is_active', true);
      if (options.category) query = query.eq('category', options.category);
      if (options.featured !== undefined) query = query.eq('is_featured', options.featured);
      query = query.order('order_index', { ascending: true }).order('created_at', { ascending: true });
      if (options.limit !== undefined) query = query.limit(options.limit);
      const { data, error } = await query;
      if (error) throw toDataError(error, 'Failed to load FAQs');
      return { faqs: data, sample: false };
    },
    () => ({ faqs: SAMPLE_FAQS, sample: true }),
  );
}
