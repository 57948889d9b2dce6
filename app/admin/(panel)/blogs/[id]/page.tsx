import type { Metadata } from 'next';
import { EditPostScreen } from '@/components/admin/blog/post-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';
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
    <SectionGuard section="blogs" segments={[id]}>
      <EditPostScreen id={id} searchParams={searchParams} />
    </SectionGuard>
  );
}
