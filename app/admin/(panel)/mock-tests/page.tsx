import type { Metadata } from 'next';
import { MockTestsList } from '@/components/admin/mock-tests/mock-tests-list';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Mock tests' };

export default function AdminMockTestsPage() {
  return (
    <SectionGuard section="mock-tests">
      <MockTestsList />
    </SectionGuard>
  );
}
