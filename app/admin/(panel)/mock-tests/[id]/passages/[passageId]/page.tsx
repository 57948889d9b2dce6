import type { Metadata } from 'next';
import { PassageEditorPage } from '@/components/admin/mock-tests/item-pages';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Edit passage or set' };

export default async function Page({ params }: { params: Promise<{ id: string; passageId: string }> }) {
  const p = await params;
  return (
    <SectionGuard section="mock-tests" segments={[p.id, 'passages', p.passageId]}>
      <PassageEditorPage testId={p.id} passageId={p.passageId} />
    </SectionGuard>
  );
}
