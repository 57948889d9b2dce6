import type { Metadata } from 'next';
import { QuestionEditorPage } from '@/components/admin/mock-tests/item-pages';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Edit question' };

export default async function Page({ params }: { params: Promise<{ id: string; questionId: string }> }) {
  const p = await params;
  return (
    <SectionGuard section="mock-tests" segments={[p.id, 'questions', p.questionId]}>
      <QuestionEditorPage testId={p.id} questionId={p.questionId} />
    </SectionGuard>
  );
}
