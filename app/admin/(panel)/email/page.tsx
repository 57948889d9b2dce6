import type { Metadata } from 'next';
import { EmailScreen } from '@/components/admin/email/email-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'E-mail' };

export default function AdminEmailPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="email">
      <EmailScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
