import 'server-only';
import { TAGS } from '@/lib/cache/tags';
import { toDataError } from '@/lib/data/errors';
import type { CheckValues } from '@/lib/database.types';
import { createPublicClient } from '@/lib/supabase/public';

export type RedirectKind = (typeof CheckValues.public.slug_redirects.kind)[number];

const TAG_OF = { college: TAGS.colleges, blog: TAGS.blog } as const;

/**
 * The current slug of a renamed college or post, or null. Cached under the tag of the content it points to, so a
 * rename (which publishes that tag) is followed at the next request. Visitors only see redirects to visible pages.
 */
export async function findSlugRedirect(kind: RedirectKind, slug: string): Promise<string | null> {
  const { data, error } = await createPublicClient([TAG_OF[kind]])
    .from('slug_redirects')
    .select('new_slug')
    .eq('kind', kind)
    .eq('old_slug', slug)
    .maybeSingle();
  if (error) throw toDataError(error);
  return data?.new_slug ?? null;
}
