import type { Metadata } from 'next';
import { LeadsScreen } from '@/components/admin/leads/leads-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Leads' };

export default function LeadsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="leads">
      <LeadsScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
