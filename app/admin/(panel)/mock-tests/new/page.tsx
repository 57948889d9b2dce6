import type { Metadata } from 'next';
import { NewMockTestScreen } from '@/components/admin/mock-tests/new-mock-test-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New mock test' };

export default function NewMockTestPage() {
  return (
    <SectionGuard section="mock-tests" segments={['new']}>
      <NewMockTestScreen />
    </SectionGuard>
  );
}
