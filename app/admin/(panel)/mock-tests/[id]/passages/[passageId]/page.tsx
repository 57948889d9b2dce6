import type { Metadata } from 'next';
import { PassageEditorPage } from '@/components/admin/mock-tests/item-pages';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Edit passage or set' };

export default async function Page({ params }: { params: Promise<{ id: string; passageId: string }> }) {
  const p = await params;
  return (
    <RouteGuard
      requireAdmin
      allowedRoles={CAPABILITIES.manageContent}
      returnTo={`/admin/mock-tests/${p.id}/passages/${p.passageId}`}
    >
      <PassageEditorPage testId={p.id} passageId={p.passageId} />
    </RouteGuard>
  );
}
