import type { Metadata } from 'next';
import { QuestionEditorPage } from '@/components/admin/mock-tests/item-pages';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Edit question' };

export default async function Page({ params }: { params: Promise<{ id: string; questionId: string }> }) {
  const p = await params;
  return (
    <RouteGuard
      requireAdmin
      allowedRoles={CAPABILITIES.manageContent}
      returnTo={`/admin/mock-tests/${p.id}/questions/${p.questionId}`}
    >
      <QuestionEditorPage testId={p.id} questionId={p.questionId} />
    </RouteGuard>
  );
}
