import type { Metadata } from 'next';
import { QuestionEditorPage } from '@/components/admin/mock-tests/item-pages';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New question' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const p = await params;
  return (
    <SectionGuard section="mock-tests" segments={[p.id, 'questions', 'new']}>
      <QuestionEditorPage testId={p.id} questionId={null} />
    </SectionGuard>
  );
}
