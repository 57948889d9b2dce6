import Link from 'next/link';
import { Construction } from '@/components/icons/construction';
import { adminSection, type AdminSectionKey } from '@/lib/admin/sections';
import { SectionGuard } from './section-guard';

/**
 * A back-office section that is not built yet, behind the same guard its real page will have, so the roles a
 * section admits are already right when the page arrives.
 */
export function SectionPlaceholder({ sectionKey }: { sectionKey: AdminSectionKey }) {
  const section = adminSection(sectionKey);
  return (
    <SectionGuard section={sectionKey}>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold text-brand-900">{section.label}</h1>
        <div className="mt-6 rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center">
          <Construction className="mx-auto h-8 w-8 text-gray-400" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-gray-900">{section.label} — coming soon</p>
          <p className="mt-1 text-sm text-gray-600">
            This part of the back-office is not ready yet, so nothing here can be viewed or changed for now.
          </p>
          <p className="mt-4">
            <Link href="/admin" className="link">
              Back to the dashboard
            </Link>
          </p>
        </div>
      </div>
    </SectionGuard>
  );
}
