import type { MediaUse } from '@/lib/data/media';

const KIND_LABELS: Record<MediaUse['kind'], string> = {
  college: 'College',
  blog_post: 'Blog post',
  testimonial: 'Testimonial',
  video: 'Video',
};

/** 'College “IIM Ahmedabad” (logo)'. */
export function usageLabel(use: MediaUse): string {
  return `${KIND_LABELS[use.kind]} “${use.title}” (${use.field})`;
}

/** Where an editor sees the use: the public page for colleges and posts, the admin list for the rest. */
export function usageHref(use: MediaUse): string {
  if (use.kind === 'college' && use.slug) return `/colleges/${use.slug}`;
  if (use.kind === 'blog_post' && use.slug) return `/blog/${use.slug}`;
  if (use.kind === 'testimonial') return '/admin/testimonials';
  if (use.kind === 'video') return '/admin/videos';
  return use.kind === 'college' ? '/admin/colleges' : '/admin/blogs';
}

/** The delete dialog's warning, or null when nothing uses the file. One page can use a file in several places. */
export function usageWarning(uses: MediaUse[]): string | null {
  if (!uses.length) return null;
  const pages = new Set(uses.map((u) => `${u.kind}:${u.id}`)).size;
  const where = uses.map(usageLabel).join('; ');
  return `Still used on ${pages === 1 ? '1 page' : `${pages} pages`}: ${where}. Deleting it leaves a broken image there.`;
}
