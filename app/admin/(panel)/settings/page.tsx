import type { Metadata } from 'next';
import { SettingsScreen } from '@/components/admin/settings/settings-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'Settings' };

export default function AdminSettingsPage() {
  return (
    <SectionGuard section="settings">
      <SettingsScreen />
    </SectionGuard>
  );
}
