import type { Metadata } from 'next';
import { CutoffLinesScreen } from '@/components/admin/colleges/cutoff-lines-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
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
    <SectionGuard section="colleges" segments={[id, 'cutoffs']}>
      <CutoffLinesScreen id={id} searchParams={searchParams} />
    </SectionGuard>
  );
}
