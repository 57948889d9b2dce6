import type { Metadata } from 'next';
import { QuestionEditorPage } from '@/components/admin/mock-tests/item-pages';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New question' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const p = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/mock-tests/${p.id}/questions/new`}>
      <QuestionEditorPage testId={p.id} questionId={null} />
    </RouteGuard>
  );
}
