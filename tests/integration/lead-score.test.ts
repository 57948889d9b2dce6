import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// private.score_lead, the one place of the lead score formula (20261124000200): intent 40 / 25 / 5, phone 15,
// target exams 10, budget 10, paid campaign 15, current education 5, a college or exam named 5; priority urgent
// from 75, high from 50, medium from 25, else low.

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
}, 120_000);
afterAll(() => stack?.stop());

interface Lead {
  form_type: string;
  phone?: string;
  target_exams?: string[];
  budget_range?: string;
  source?: string;
  gclid?: string;
  fbclid?: string;
  current_education?: string;
  college_id?: string;
  exam_id?: string;
}

const A_COLLEGE = '00000000-0000-4000-8000-00000000c011';
const AN_EXAM = '00000000-0000-4000-8000-00000000e7a1';

const CASES: [string, Lead, number, string][] = [
  ['a bare newsletter sign-up', { form_type: 'newsletter' }, 5, 'low'],
  ['a bare contact message', { form_type: 'contact' }, 25, 'medium'],
  ['a bare consultation', { form_type: 'consultation' }, 40, 'medium'],
  ['a contact message with a phone number', { form_type: 'contact', phone: '+919876543210' }, 40, 'medium'],
  ['a consultation with a phone number', { form_type: 'consultation', phone: '+919876543210' }, 55, 'high'],
  ['a blank phone number counts for nothing', { form_type: 'consultation', phone: '  ' }, 40, 'medium'],
  ['target exams', { form_type: 'contact', target_exams: ['CAT'] }, 35, 'medium'],
  ['an empty exam list counts for nothing', { form_type: 'contact', target_exams: [] }, 25, 'medium'],
  ['a budget', { form_type: 'contact', budget_range: '10-20 lakh' }, 35, 'medium'],
  ['current education', { form_type: 'contact', current_education: 'B.Tech' }, 30, 'medium'],
  ['a college named', { form_type: 'consultation', college_id: A_COLLEGE }, 45, 'medium'],
  ['an exam named', { form_type: 'consultation', exam_id: AN_EXAM }, 45, 'medium'],
  ['both named count once', { form_type: 'consultation', college_id: A_COLLEGE, exam_id: AN_EXAM }, 45, 'medium'],
  ['a Google Ads source', { form_type: 'contact', source: 'google_ads' }, 40, 'medium'],
  ['a Facebook source', { form_type: 'contact', source: 'facebook' }, 40, 'medium'],
  ['a LinkedIn source', { form_type: 'contact', source: 'linkedin' }, 40, 'medium'],
  ['a Twitter source is not a paid campaign', { form_type: 'contact', source: 'twitter' }, 25, 'medium'],
  ['organic search is not a paid campaign', { form_type: 'contact', source: 'organic' }, 25, 'medium'],
  ['a Google click id on a website lead', { form_type: 'contact', gclid: 'Cj0KCQ' }, 40, 'medium'],
  ['a Facebook click id', { form_type: 'newsletter', fbclid: 'IwAR0' }, 20, 'low'],
  ['paid source and click id count once', { form_type: 'contact', source: 'google_ads', gclid: 'Cj0KCQ' }, 40, 'medium'],
  [
    'a paid consultation with a phone and exams',
    { form_type: 'consultation', phone: '+919876543210', target_exams: ['CAT', 'XAT'], source: 'google_ads' },
    80,
    'urgent',
  ],
  [
    'just under urgent',
    { form_type: 'consultation', phone: '+919876543210', target_exams: ['CAT'], current_education: 'B.Com' },
    70,
    'high',
  ],
  [
    'everything: the maximum',
    {
      form_type: 'consultation',
      phone: '+919876543210',
      target_exams: ['CAT'],
      budget_range: '20+ lakh',
      source: 'linkedin',
      fbclid: 'IwAR0',
      current_education: 'B.Com',
      college_id: A_COLLEGE,
      exam_id: AN_EXAM,
    },
    100,
    'urgent',
  ],
  ['a complete newsletter lead stays below a bare consultation', { form_type: 'newsletter', source: 'facebook' }, 20, 'low'],
];

describe('private.score_lead', () => {
  it.each(CASES)('%s: %i, %s', async (_name, lead, score, priority) => {
    const { rows } = await stack.db.query(
      `select * from private.score_lead(
         form_type => $1, phone => $2, target_exams => coalesce($3::text[], '{}'), budget_range => $4,
         source => coalesce($5, 'website'), gclid => $6, fbclid => $7, current_education => $8,
         college_id => $9, exam_id => $10)`,
      [
        lead.form_type,
        lead.phone ?? null,
        lead.target_exams ?? null,
        lead.budget_range ?? null,
        lead.source ?? null,
        lead.gclid ?? null,
        lead.fbclid ?? null,
        lead.current_education ?? null,
        lead.college_id ?? null,
        lead.exam_id ?? null,
      ],
    );
    expect(rows).toEqual([{ lead_score: score, priority }]);
  });

  it('is not callable by the API roles', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        stack.db.asRequest({ role, claims: { role } }, (tx) => tx.query(`select * from private.score_lead('contact')`)),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
