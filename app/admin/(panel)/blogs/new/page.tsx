import type { Metadata } from 'next';
import { NewPostScreen } from '@/components/admin/blog/post-screens';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New blog post' };

export default function NewBlogPostPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/blogs/new">
      <NewPostScreen />
    </RouteGuard>
  );
}
