import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { ExternalLink } from '@/components/icons/external-link';
import { LoadError } from '@/components/site/load-error';
import { requireAdmin } from '@/lib/auth/admin';
import { postState, publicationMessage, publicationOf } from '@/lib/blog/admin-schedule';
import { deletePost } from '@/lib/blog/blog-admin.actions';
import { getAdminPost, listStaffAuthors, type AdminPost, type StaffAuthor } from '@/lib/data/blog-admin';
import { settle } from '@/lib/data/settle';
import { firstParam, isUuid, type RawSearchParams } from '@/lib/routing/params';
import { dateToIstInput } from '@/lib/time/ist';
import { PostForm, type PostFormDefaults } from './post-form';
import { PostStateBadge } from './post-state-badge';

function BackLink() {
  return (
    <Link href="/admin/blogs" className="inline-flex items-center gap-1 text-sm link">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All posts
    </Link>
  );
}

/** The staff list, with a post's current author kept even when they are no longer staff. */
async function authorChoices(admin: Awaited<ReturnType<typeof requireAdmin>>, current?: { id: string; name: string }) {
  const staff = await settle(listStaffAuthors(admin.client));
  const list: StaffAuthor[] = staff.ok ? staff.value : [{ id: admin.claims.sub, name: admin.name }];
  if (!list.some((a) => a.id === admin.claims.sub)) list.unshift({ id: admin.claims.sub, name: admin.name });
  if (current && !list.some((a) => a.id === current.id)) list.unshift(current);
  return list;
}

export async function NewPostScreen() {
  const admin = await requireAdmin('/admin/blogs/new');
  const now = new Date();
  const defaults: PostFormDefaults = {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: '',
    featured: false,
    tags: '',
    cover_image_url: '',
    seo_title: '',
    seo_description: '',
    // The byline defaults to whoever writes the post.
    author_id: admin.claims.sub,
    publication: 'publish',
    publish_at: '',
  };
  return (
    <ContentPage title="New blog post" actions={<BackLink />}>
      <PostForm defaults={defaults} authors={await authorChoices(admin)} minPublishAt={dateToIstInput(now)} />
    </ContentPage>
  );
}

function defaultsOf(post: AdminPost, now: Date): PostFormDefaults {
  const state = postState(post, now);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    featured: post.featured,
    tags: post.tags.join(', '),
    cover_image_url: post.cover_image_url ?? '',
    seo_title: post.seo_title ?? '',
    seo_description: post.seo_description ?? '',
    author_id: post.author_id ?? '',
    publication: publicationOf(post, now),
    publish_at: state === 'scheduled' ? dateToIstInput(post.published_at) : '',
  };
}

export async function EditPostScreen({ id, searchParams }: { id: string; searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(`/admin/blogs/${id}`);
  if (!isUuid(id)) notFound();
  const loaded = await settle(getAdminPost(admin.client, id));
  if (loaded.ok && !loaded.value) notFound();
  if (!loaded.ok || !loaded.value) {
    return (
      <ContentPage title="Blog post" actions={<BackLink />}>
        <LoadError message={loaded.ok ? 'This post could not be loaded.' : loaded.error.message} />
      </ContentPage>
    );
  }
  const post = loaded.value;
  const now = new Date();
  const created = firstParam((await searchParams).created) === '1';
  const authors = await authorChoices(admin, post.author_id ? { id: post.author_id, name: 'Current author' } : undefined);
  const live = postState(post, now) === 'published';

  return (
    <ContentPage
      title={post.title}
      description={
        <span className="flex flex-wrap items-center gap-3">
          <PostStateBadge post={post} now={now} />
          {live ? (
            <Link href={`/blog/${post.slug}`} className="inline-flex items-center gap-1 link" target="_blank" rel="noopener">
              View on the site
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </Link>
          ) : (
            <span className="text-gray-600">/blog/{post.slug}</span>
          )}
        </span>
      }
      actions={
        <>
          <BackLink />
          <DeleteItemButton action={deletePost} id={post.id} name={`“${post.title}”`} />
        </>
      }
    >
      {created ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          {publicationMessage(post, now)}
        </p>
      ) : null}
      <PostForm defaults={defaultsOf(post, now)} authors={authors} minPublishAt={dateToIstInput(now)} />
      <ContentHistory subject="blog_posts" subjectId={post.id} />
    </ContentPage>
  );
}
