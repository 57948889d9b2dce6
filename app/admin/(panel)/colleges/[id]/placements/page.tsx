import type { Metadata } from 'next';
import { PlacementFiguresScreen } from '@/components/admin/colleges/placement-figures-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Placement figures' };

export default async function CollegePlacementsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const { id } = await params;
  return (
    <SectionGuard section="colleges" segments={[id, 'placements']}>
      <PlacementFiguresScreen id={id} searchParams={searchParams} />
    </SectionGuard>
  );
}
