import type { Metadata } from 'next';
import { NewScholarship } from '@/components/admin/scholarships/new-scholarship';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New scholarship' };

export default function NewScholarshipPage() {
  return (
    <SectionGuard section="scholarships" segments={['new']}>
      <NewScholarship />
    </SectionGuard>
  );
}
