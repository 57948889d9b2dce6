import { describe, expect, it } from 'vitest';
import { panelEntryFor } from '@/lib/admin/sections';

describe("the account menu's Admin Panel link", () => {
  it('opens the first working section each role may open, never one it would be refused (editors work leads too, spec §6)', () => {
    expect(panelEntryFor('super_admin')).toBe('/admin/leads');
    expect(panelEntryFor('counselor')).toBe('/admin/leads');
    expect(panelEntryFor('editor')).toBe('/admin/leads');
    expect(panelEntryFor('community_mod')).toBe('/admin/community');
    expect(panelEntryFor(null)).toBe('/admin');
  });
});
