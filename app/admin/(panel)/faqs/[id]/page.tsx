import type { Metadata } from 'next';
import { EditFaqScreen } from '@/components/admin/faq/faq-screens';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit FAQ' };

export default async function EditFaqPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <SectionGuard section="faqs" segments={[id]}>
      <EditFaqScreen id={id} created={query.created === '1'} />
    </SectionGuard>
  );
}
