import type { Metadata } from 'next';
import { LivingCostsScreen } from '@/components/admin/cost/living-costs-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Living costs and loan defaults' };

export default function LivingCostsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="colleges" segments={['living-costs']}>
      <LivingCostsScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
