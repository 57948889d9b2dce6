import type { Metadata } from 'next';
import { BlogsScreen } from '@/components/admin/blog/blogs-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Blog posts' };

export default function AdminBlogsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/blogs">
      <BlogsScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
