import { describe, expect, it } from 'vitest';
import { LEAD_EXPORT_COLUMNS } from '@/lib/leads/export-csv';
import { LEAD_FORM_TYPES, LEAD_PRIORITIES, LEAD_SOURCES, LEAD_STATUSES } from '@/lib/leads/lead-fields';
import { SAMPLE_LEADS } from '@/lib/samples/leads';
import { LEADS_SAMPLE_NOTICE } from '@/lib/samples/notice';

describe('the five sample leads (spec §4, §9)', () => {
  it('give the spec’s sample statistics: total 5, conversion 20%, qualification 40%, average score 62', () => {
    expect(SAMPLE_LEADS).toHaveLength(5);
    const converted = SAMPLE_LEADS.filter((l) => l.status === 'converted').length;
    const qualified = SAMPLE_LEADS.filter((l) => ['qualified', 'working', 'converted'].includes(l.status)).length;
    expect((converted / 5) * 100).toBe(20);
    expect((qualified / 5) * 100).toBe(40);
    expect(SAMPLE_LEADS.reduce((sum, l) => sum + l.lead_score, 0) / 5).toBe(62);
  });

  it('hold every field of a lead, with values the schema allows, on example.com addresses and ids that are not uuids', () => {
    for (const lead of SAMPLE_LEADS) {
      for (const column of LEAD_EXPORT_COLUMNS) expect(lead).toHaveProperty(column);
      expect(lead.email).toMatch(/@example\.com$/);
      expect(lead.id).toMatch(/^sample-lead-\d$/);
      expect(LEAD_STATUSES).toContain(lead.status);
      expect(LEAD_SOURCES).toContain(lead.source);
      expect(LEAD_FORM_TYPES).toContain(lead.form_type);
      expect(LEAD_PRIORITIES).toContain(lead.priority);
      expect(lead.assigned_counselor_id).toBe(lead.assigned_counselor?.id ?? null);
      if (lead.status === 'converted') expect(lead.converted_at).not.toBeNull();
    }
    expect(new Set(SAMPLE_LEADS.map((l) => l.id)).size).toBe(5);
  });

  it('come with the notice of spec §4', () => {
    expect(LEADS_SAMPLE_NOTICE).toBe('Currently showing sample data. Connect to database for live leads.');
  });
});
