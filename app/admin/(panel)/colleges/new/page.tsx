import type { Metadata } from 'next';
import { NewCollegeScreen } from '@/components/admin/colleges/new-college-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New college' };

export default function NewCollegePage() {
  return (
    <SectionGuard section="colleges" segments={['new']}>
      <NewCollegeScreen />
    </SectionGuard>
  );
}
