import type { Metadata } from 'next';
import { BlogsScreen } from '@/components/admin/blog/blogs-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Blog posts' };

export default function AdminBlogsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="blogs">
      <BlogsScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
