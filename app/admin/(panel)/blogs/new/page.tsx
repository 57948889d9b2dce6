import type { Metadata } from 'next';
import { NewPostScreen } from '@/components/admin/blog/post-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New blog post' };

export default function NewBlogPostPage() {
  return (
    <SectionGuard section="blogs" segments={['new']}>
      <NewPostScreen />
    </SectionGuard>
  );
}
