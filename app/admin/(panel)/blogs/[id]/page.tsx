import type { Metadata } from 'next';
import { EditPostScreen } from '@/components/admin/blog/post-screens';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit blog post' };

export default async function EditBlogPostPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/blogs/${id}`}>
      <EditPostScreen id={id} searchParams={searchParams} />
    </RouteGuard>
  );
}
