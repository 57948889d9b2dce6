import type { Tables } from '@/lib/database.types';
import { SAMPLE_FAQS } from '@/lib/samples/faqs';
import type { TypedClient } from '@/lib/supabase/types';
import { isConnectionFailure, toDataError } from './errors';

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
export async function listFaqs(client: TypedClient, options: FaqQuery = {}): Promise<FaqList> {
  let query = client.from('faqs').select('id, question, answer, category, views').eq('is_active', true);
  if (options.category) query = query.eq('category', options.category);
  if (options.featured !== undefined) query = query.eq('is_featured', options.featured);
  query = query.order('order_index', { ascending: true }).order('created_at', { ascending: true });
  if (options.limit !== undefined) query = query.limit(options.limit);

  const { data, error } = await query;
  if (error) {
    const failure = toDataError(error, 'Failed to load FAQs');
    if (isConnectionFailure(failure)) return { faqs: SAMPLE_FAQS, sample: true };
    throw failure;
  }
  return { faqs: data, sample: false };
}
