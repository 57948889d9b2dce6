import type { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { saveSetting } from '@/lib/data/site-settings';
import type { Json } from '@/lib/database.types';
import { SETTINGS_SECTIONS, type SettingsChange, type SettingsSection } from './schemas';

const SAVED: Record<SettingsSection, string> = {
  contact: 'Contact details saved.',
  social: 'Social links saved.',
  stats: 'Headline figures saved.',
  assignment: 'Lead assignment rule saved.',
  features: 'Feature switches saved.',
};

/*
 * Settings (manage system, spec §6): one action per section, each validated by its own schema and written with
 * the super admin's client, so row-level security refuses the write for everyone else as well.
 */
export function settingsActions(chain: ActionChain) {
  const system = chain.capabilityAction('manageSystem');

  function save<S extends z.ZodType<Record<string, Json>>>(section: SettingsSection, schema: S) {
    const { key, isPublic, description } = SETTINGS_SECTIONS[section];
    return system({ name: `settings.${section}`, input: schema }, async (input, { client, user }): Promise<SettingsChange> => {
      await saveSetting(client, { key, value: input, isPublic, description, userId: user.id });
      return { message: SAVED[section] };
    });
  }

  return {
    contact: save('contact', SETTINGS_SECTIONS.contact.schema),
    social: save('social', SETTINGS_SECTIONS.social.schema),
    stats: save('stats', SETTINGS_SECTIONS.stats.schema),
    assignment: save('assignment', SETTINGS_SECTIONS.assignment.schema),
    features: save('features', SETTINGS_SECTIONS.features.schema),
  };
}
