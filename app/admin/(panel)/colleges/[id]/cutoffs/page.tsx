import type { Metadata } from 'next';
import { CutoffLinesScreen } from '@/components/admin/colleges/cutoff-lines-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Predictor cut-offs' };

export default async function CollegeCutoffsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const { id } = await params;
  return (
    <RouteGuard
      requireAdmin
      allowedRoles={CAPABILITIES.manageContent}
      returnTo={`/admin/colleges/${encodeURIComponent(id)}/cutoffs`}
    >
      <CutoffLinesScreen id={id} searchParams={searchParams} />
    </RouteGuard>
  );
}
