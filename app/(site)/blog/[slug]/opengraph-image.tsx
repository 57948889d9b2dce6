import { ImageResponse } from 'next/og';
import { authorName } from '@/components/blog/post-meta';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { getBlogPostBySlug } from '@/lib/data/blog';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { isSlug } from '@/lib/routing/params';
import { SITE_NAME } from '@/lib/seo/site';

export const alt = 'MBA Disha blog post';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** A generated share card (DESIGN.md: images are generated, never hot-linked): category, title, byline. */
export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const loaded = isSlug(slug) ? await settle(getBlogPostBySlug(slug)) : null;
  // Without the database the card names the blog rather than failing; it is not cached as the post's card.
  if (loaded && !loaded.ok) await keepFallbackOutOfCache();
  const post = loaded?.ok ? loaded.value : null;
  const title = post?.title ?? `${SITE_NAME} Blog`;
  const byline = post
    ? [authorName(post.author), formatDate(post.publishedAt), `${post.readingMinutes} min read`].filter(Boolean).join('  ·  ')
    : '';

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#1c2157',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 700 }}>{SITE_NAME}</div>
        {post ? (
          <div
            style={{
              display: 'flex',
              fontSize: 26,
              padding: '6px 18px',
              borderRadius: 999,
              background: '#ff9326',
              color: '#11143a',
            }}
          >
            {post.category}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 70 ? 54 : 64, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 28, color: '#dde1f6' }}>{byline}</div>
    </div>,
    size,
  );
}
