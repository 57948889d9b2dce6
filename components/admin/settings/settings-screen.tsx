import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { LoadError } from '@/components/site/load-error';
import { requireAdmin } from '@/lib/auth/admin';
import { settle } from '@/lib/data/settle';
import { listStoredSettings, type StoredSetting } from '@/lib/data/site-settings';
import { formatDateTime } from '@/lib/format/dates';
import { resolveStats } from '@/lib/home/content';
import { SETTINGS_SECTIONS, SOCIAL_LABELS, SOCIAL_NETWORKS, type SettingsSection } from '@/lib/settings/schemas';
import { resolveAssignment, resolveContact, resolveFeatures, resolveSocial } from '@/lib/settings/values';
import { SettingsForm, type SettingsField } from './settings-form';

function lastSaved(setting: StoredSetting | undefined): string | null {
  if (!setting) return null;
  const when = formatDateTime(setting.updatedAt);
  return setting.updatedBy ? `Last saved by ${setting.updatedBy} on ${when}` : `Last saved on ${when}`;
}

/**
 * /admin/settings (manage system): each section a form of its own, read and saved with the super admin's
 * client. Public sections show on the site at the next request (the actions publish the settings tag).
 */
export async function SettingsScreen() {
  const admin = await requireAdmin('/admin/settings');
  const keys = Object.values(SETTINGS_SECTIONS).map((s) => s.key);
  const loaded = await settle(listStoredSettings(admin.client, keys));
  if (!loaded.ok) {
    return (
      <ContentPage title="Settings">
        <LoadError message={loaded.error.message} />
      </ContentPage>
    );
  }
  const stored = (section: SettingsSection) => loaded.value.get(SETTINGS_SECTIONS[section].key);
  const contact = resolveContact(stored('contact')?.value ?? null);
  const social = resolveSocial(stored('social')?.value ?? null);
  const stats = resolveStats(stored('stats')?.value ?? null);
  const assignment = resolveAssignment(stored('assignment')?.value ?? null);
  const features = resolveFeatures(stored('features')?.value ?? null);

  const contactFields: SettingsField[] = [
    {
      kind: 'tel',
      name: 'phone',
      label: 'Phone',
      value: contact.phone ?? '',
      hint: 'Shown in the footer, e.g. +91 98765 43210.',
    },
    { kind: 'email', name: 'email', label: 'E-mail', value: contact.email ?? '', required: true },
    {
      kind: 'tel',
      name: 'whatsapp',
      label: 'WhatsApp number',
      value: contact.whatsapp ?? '',
      hint: 'Leave empty to hide WhatsApp.',
    },
    { kind: 'text', name: 'hours', label: 'Opening hours', value: contact.hours ?? '' },
    { kind: 'text', name: 'address', label: 'Address', value: contact.address ?? '' },
  ];
  const socialFields: SettingsField[] = SOCIAL_NETWORKS.map((network) => ({
    kind: 'url',
    name: network,
    label: SOCIAL_LABELS[network],
    value: social[network] ?? '',
    hint: 'Full link, or empty to hide it.',
  }));
  const statsFields: SettingsField[] = stats.map((stat) => ({
    kind: 'text',
    name: stat.key,
    label: stat.label,
    value: stat.value,
    required: true,
  }));
  const assignmentFields: SettingsField[] = [
    {
      kind: 'select',
      name: 'mode',
      label: 'New contact and consultation leads',
      value: assignment.mode,
      options: [
        { value: 'round_robin', label: 'Assign in turn to active counsellors (round robin)' },
        { value: 'manual', label: 'Leave unassigned for a manager to assign' },
      ],
    },
  ];
  const featureFields: SettingsField[] = [
    {
      kind: 'checkbox',
      name: 'newsletter_signup',
      label: 'Newsletter sign-up',
      value: features.newsletter_signup,
      hint: 'When off, the footer and the launch page stop offering the newsletter and new sign-ups are refused.',
    },
  ];

  return (
    <ContentPage title="Settings" description="Contact details, links, home page figures, lead assignment and feature switches.">
      <SettingsForm
        section="contact"
        title="Contact details"
        description="Shown in the site footer."
        fields={contactFields}
        lastSaved={lastSaved(stored('contact'))}
      />
      <SettingsForm
        section="social"
        title="Social links"
        description="Shown in the site footer."
        fields={socialFields}
        lastSaved={lastSaved(stored('social'))}
      />
      <SettingsForm
        section="stats"
        title="Headline figures"
        description="The figures in the home page's mission block."
        fields={statsFields}
        lastSaved={lastSaved(stored('stats'))}
      />
      <SettingsForm
        section="assignment"
        title="Lead assignment"
        description="Who gets a new lead from the contact and consultation forms."
        fields={assignmentFields}
        lastSaved={lastSaved(stored('assignment'))}
      />
      <SettingsForm
        section="features"
        title="Feature switches"
        description="Parts of the site you can turn off without a developer."
        fields={featureFields}
        lastSaved={lastSaved(stored('features'))}
      />
      <ContentHistory subject="site_settings" subjectId={keys} />
    </ContentPage>
  );
}
