import { failedAs, toDataError } from '@/lib/data/errors';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import type { OrderSlot } from '@/lib/faq/admin-order';
import { ADMIN_PAGE_SIZE, pageRange, searchFilter, type AdminListParams } from '@/lib/faq/admin-params';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The back-office's reads and writes of FAQs, always with the signed-in editor's own client: row-level security
 * lets content managers see inactive FAQs and change any, and refuses everyone else.
 */

export type AdminFaq = Tables<'faqs'>;
export type FaqValues = Pick<
  TablesInsert<'faqs'>,
  'question' | 'answer' | 'category' | 'order_index' | 'is_active' | 'is_featured'
>;
export type FaqListRow = Pick<AdminFaq, 'id' | 'question' | 'category' | 'order_index' | 'is_active' | 'is_featured' | 'views'>;
export type FaqOrderRow = Pick<AdminFaq, 'id' | 'question' | 'category' | 'order_index' | 'is_active'>;

export interface AdminPage<T> {
  rows: T[];
  total: number;
}

export async function listAdminFaqs(client: TypedClient, params: AdminListParams): Promise<AdminPage<FaqListRow>> {
  let query = client
    .from('faqs')
    .select('id, question, category, order_index, is_active, is_featured, views', { count: 'exact' });
  if (params.q) query = query.or(searchFilter(['question', 'answer'], params.q));
  if (params.filter) query = query.eq('category', params.filter);
  const [from, to] = pageRange(params.page, ADMIN_PAGE_SIZE);
  const { data, error, count } = await query
    .order('order_index', { ascending: true })
    .order('created_at', { ascending: true })
    .range(from, to);
  // Asking for a page past the end is a range error: the page is simply empty.
  if (failedAs(error, 'NOT_FOUND')) return { rows: [], total: count ?? 0 };
  if (error) throw toDataError(error, 'Failed to load FAQs');
  return { rows: data, total: count ?? data.length };
}

/** Every category in use, for the list's filter and the form's suggestions. */
export async function listFaqCategories(client: TypedClient): Promise<string[]> {
  const { data, error } = await client.from('faqs').select('category');
  if (error) throw toDataError(error, 'Failed to load FAQ categories');
  return [...new Set(data.map((r) => r.category))].sort((a, b) => a.localeCompare(b));
}

export async function getAdminFaq(client: TypedClient, id: string): Promise<AdminFaq | null> {
  const { data, error } = await client.from('faqs').select('*').eq('id', id).maybeSingle();
  if (error) throw toDataError(error, 'Failed to load the FAQ');
  return data;
}

/** After every FAQ there is, so a new one never pushes the home page's first ten aside. */
export async function nextFaqOrderIndex(client: TypedClient): Promise<number> {
  const { data, error } = await client.from('faqs').select('order_index').order('order_index', { ascending: false }).limit(1);
  if (error) throw toDataError(error, 'Failed to create the FAQ');
  return (data[0]?.order_index ?? 0) + 1;
}

export async function createFaq(client: TypedClient, values: FaqValues): Promise<Pick<AdminFaq, 'id' | 'question'>> {
  const { data, error } = await client.from('faqs').insert(values).select('id, question').single();
  if (error) throw toDataError(error, 'Failed to create the FAQ');
  return data;
}

export async function updateFaq(client: TypedClient, id: string, values: FaqValues): Promise<Pick<AdminFaq, 'id' | 'question'>> {
  const { data, error } = await client.from('faqs').update(values).eq('id', id).select('id, question');
  if (error) throw toDataError(error, 'Failed to update the FAQ');
  if (data.length === 0) throw new DataError('NOT_FOUND', 'This FAQ no longer exists.');
  return data[0];
}

/** Deletes a FAQ and returns its question, for the list's "deleted" notice. */
export async function deleteFaq(client: TypedClient, id: string): Promise<string> {
  const { data, error } = await client.from('faqs').delete().eq('id', id).select('question');
  if (error) throw toDataError(error, 'Failed to delete the FAQ');
  if (data.length === 0) throw new DataError('NOT_FOUND', 'This FAQ no longer exists.');
  return data[0].question;
}

/** All FAQs (of one category, when given) in the order the public pages show them, for reordering. */
export async function listFaqOrder(client: TypedClient, category: string): Promise<FaqOrderRow[]> {
  let query = client.from('faqs').select('id, question, category, order_index, is_active');
  if (category) query = query.eq('category', category);
  const { data, error } = await query
    .order('order_index', { ascending: true })
    .order('created_at', { ascending: true })
    .limit(500);
  if (error) throw toDataError(error, 'Failed to load FAQs');
  return data;
}

/** The order_index each of `ids` holds now, in the public order. */
export async function faqOrderSlots(client: TypedClient, ids: readonly string[]): Promise<OrderSlot[]> {
  const { data, error } = await client
    .from('faqs')
    .select('id, order_index')
    .in('id', [...ids])
    .order('order_index', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw toDataError(error, 'Failed to save the order');
  if (data.length !== ids.length) throw new DataError('NOT_FOUND', FAQ_ORDER_STALE);
  return data.map((r) => ({ id: r.id, orderIndex: r.order_index }));
}

export const FAQ_ORDER_STALE = 'Some of these FAQs were changed or deleted meanwhile. Reload the page and try again.';

/** Saves a whole new order in one transaction (public.set_faq_order, row-level security applies). */
export async function saveFaqOrder(client: TypedClient, slots: readonly OrderSlot[]): Promise<void> {
  const { error } = await client.rpc('set_faq_order', {
    faq_ids: slots.map((s) => s.id),
    order_indexes: slots.map((s) => s.orderIndex),
  });
  // The function refuses the whole order when any FAQ is gone or not the caller's to change.
  if (error) throw toDataError(error, { failure: 'Failed to save the order', FORBIDDEN: FAQ_ORDER_STALE });
}
