'use server';

import { refresh } from 'next/cache';
import { actionChain } from '@/lib/actions/next';
import { submitForm, type Action, type FormState } from '@/lib/actions/result';
import { TAGS } from '@/lib/cache/tags';
import { publishContent } from '@/lib/content/publish';
import type { SettingsChange } from '@/lib/settings/schemas';
import { settingsActions } from '@/lib/settings/settings.handlers';

const actions = settingsActions(actionChain);

export type SettingsState = FormState<SettingsChange, Record<string, unknown>>;

/** Saves one section; the footer and home page read settings under one tag, so they show it at the next request. */
async function save<Input>(action: Action<Input, SettingsChange>, formData: FormData): Promise<SettingsState> {
  const state = await submitForm(action, formData);
  if (state.result?.ok) {
    publishContent(TAGS.settings);
    refresh();
  }
  return state as SettingsState;
}

export async function saveContactSettings(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  return save(actions.contact, formData);
}

export async function saveSocialSettings(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  return save(actions.social, formData);
}

export async function saveStatsSettings(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  return save(actions.stats, formData);
}

export async function saveAssignmentSettings(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  return save(actions.assignment, formData);
}

export async function saveFeatureSettings(_prev: SettingsState, formData: FormData): Promise<SettingsState> {
  return save(actions.features, formData);
}
