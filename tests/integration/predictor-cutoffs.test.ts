import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineFromRow, PREDICTOR_LINE_COLUMNS, rowFromLine } from '@/lib/data/predictor-rows';
import type { Database } from '@/lib/database.types';
import { candidateSchema } from '@/lib/predictor/candidate';
import { shortlist } from '@/lib/predictor/shortlist';
import type { CutoffLine } from '@/lib/predictor/types';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { SEED_PREDICTOR_LINES } from '@/supabase/seeds/predictor/lines';

// predictor_cutoff_lines on the seeded database: what a visitor reads (every seed line, valid, judged as the page
// judges it), what the database refuses, and the history the trigger keeps of every edit (who, when, before, after).

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
let stack: LocalStack;
let service: SupabaseClient<Database>;
let anon: SupabaseClient<Database>;
let editor: SupabaseClient<Database>;
let member: SupabaseClient<Database>;
let editorId: string;

async function signedIn(email: string, role: string | null): Promise<[SupabaseClient<Database>, string]> {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: 'Demo@12345',
    email_confirm: true,
    user_metadata: { name: role ? 'Esha Editor' : 'Manu Member' },
  });
  if (error) throw error;
  if (role) await service.from('profiles').update({ role, is_admin: true }).eq('id', data.user.id);
  const client = createClient<Database>(stack.url, stack.anonKey, opts);
  const signIn = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
  if (signIn.error) throw signIn.error;
  return [client, data.user.id];
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
  service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  anon = createClient<Database>(stack.url, stack.anonKey, opts);
  [editor, editorId] = await signedIn('editor@predictor.test', 'editor');
  [member] = await signedIn('member@predictor.test', null);
}, 180_000);
afterAll(() => stack?.stop());

const collegeId = async (slug: string) => (await service.from('colleges').select('id').eq('slug', slug).single()).data!.id;

describe('the seeded cut-off lines', () => {
  it('reach a visitor in full, each one a valid line', async () => {
    const { data, error } = await anon
      .from('colleges')
      .select(`slug, predictor_cutoff_lines(${PREDICTOR_LINE_COLUMNS})`)
      .eq('is_active', true);
    expect(error).toBeNull();
    const lines = data!.flatMap((c) => c.predictor_cutoff_lines.map((row) => ({ slug: c.slug, parsed: lineFromRow(row) })));
    expect(lines).toHaveLength(SEED_PREDICTOR_LINES.length);
    for (const { slug, parsed } of lines) expect(parsed.success, slug).toBe(true);
    const nmims = lines.find((l) => l.slug === 'nmims-mumbai')!.parsed;
    expect(nmims.success && nmims.data).toMatchObject({ exam: 'NMAT', measure: 'score', value: 209 });
  });

  it('band a CAT 92 General candidate with the published figures, and list a college without one apart', async () => {
    const { data } = await anon
      .from('colleges')
      .select(`id, slug, name, state, exams_accepted, predictor_cutoff_lines(${PREDICTOR_LINE_COLUMNS})`)
      .eq('is_active', true);
    const colleges = data!.map((c) => ({
      id: c.slug,
      name: c.slug,
      state: c.state,
      examsAccepted: c.exams_accepted.length ? c.exams_accepted : undefined,
      lines: c.predictor_cutoff_lines.flatMap((r) => {
        const p = lineFromRow(r);
        return p.success ? [p.data] : [];
      }),
    }));
    const result = shortlist(colleges, candidateSchema.parse({ exam: 'CAT', percentile: 92, category: 'General' }));
    const band = (slug: string) =>
      (Object.entries(result.bands) as [string, { collegeId: string }[]][]).find(([, js]) =>
        js.some((j) => j.collegeId === slug),
      )?.[0];
    expect(band('iim-kashipur')).toBe('likely');
    expect(band('iim-ranchi')).toBe('possible');
    expect(band('iim-shillong')).toBe('reach');
    expect(band('iim-ahmedabad')).toBe('not-eligible');
    expect(band('fms-delhi')).toBe('no-figure');
    expect(result.leftOut.notAcceptingExam).toContain('nmims-mumbai');
  });
});

describe('the database refuses lines the schema would refuse', () => {
  const good = () => rowFromLine(SEED_PREDICTOR_LINES[0].line);
  it.each([
    ['a percentile above 100', { value: 120 }],
    ['a range upside down', { value: 95, value_max: 90 }],
    ['"all" beside a category', { categories: ['all', 'General'] }],
    ['an unknown category', { categories: ['Royalty'] }],
    ['a sectional minimum without a figure', { sectional_minimums: [{ section: 'QA' }] }],
    ['a sectional percentile above 100', { sectional_minimums: [{ section: 'QA', value: 101 }] }],
    ['a relaxation of no points', { relaxations: [{ gender: 'woman', points: 0 }] }],
    ['a source that is not a web address', { source_url: 'javascript:alert(1)' }],
    ['an unknown kind', { kind: 'rumour' }],
    ['a lower-case exam', { exam: 'cat' }],
  ])('%s', async (_what, patch) => {
    const { error } = await editor
      .from('predictor_cutoff_lines')
      .insert({ ...good(), ...patch, college_id: await collegeId('iim-udaipur') } as never);
    expect(error?.code).toBe('23514');
  });
});

describe('the history of every edit', () => {
  it('records who changed what, with the row before and after, and nobody can rewrite it', async () => {
    const college = await collegeId('iim-udaipur');
    const line: CutoffLine = candidateLine();
    const inserted = await editor
      .from('predictor_cutoff_lines')
      .insert({ ...rowFromLine(line), college_id: college } as never)
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;
    expect(
      (await editor.from('predictor_cutoff_lines').update({ value: 91.5, note: 'Corrected' }).eq('id', id)).error,
    ).toBeNull();
    // A save that changes nothing is not an edit.
    expect((await editor.from('predictor_cutoff_lines').update({ value: 91.5 }).eq('id', id)).error).toBeNull();
    expect((await editor.from('predictor_cutoff_lines').delete().eq('id', id)).error).toBeNull();

    const { data: history, error } = await editor.from('predictor_cutoff_line_history').select('*').eq('line_id', id).order('id');
    expect(error).toBeNull();
    expect(history!.map((h) => [h.action, h.actor_id, h.actor_name, h.changed_fields, h.college_id])).toEqual([
      ['insert', editorId, 'Esha Editor', [], college],
      ['update', editorId, 'Esha Editor', ['note', 'value'], college],
      ['delete', editorId, 'Esha Editor', [], college],
    ]);
    const [, update, removal] = history!;
    expect(update.before).toMatchObject({ value: 90, note: null });
    expect(update.after).toMatchObject({ value: 91.5, note: 'Corrected' });
    expect(removal.after).toBeNull();
    expect(removal.before).toMatchObject({ value: 91.5 });
    expect(new Date(update.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // A member sees no history; nobody, not even the service role, rewrites or removes it.
    expect((await member.from('predictor_cutoff_line_history').select('id').eq('line_id', id)).data).toEqual([]);
    const rewrite = await service.from('predictor_cutoff_line_history').update({ actor_name: 'Nobody' }).eq('line_id', id);
    expect(rewrite.error?.code).toBe('42501');
    const erase = await service.from('predictor_cutoff_line_history').delete().eq('line_id', id);
    expect(erase.error?.code).toBe('42501');
    expect((await service.from('predictor_cutoff_line_history').select('id').eq('line_id', id)).data).toHaveLength(3);
  });
});

function candidateLine(): CutoffLine {
  return {
    exam: 'CAT',
    measure: 'percentile',
    value: 90,
    valueMax: null,
    sectionalMinimums: [],
    categories: ['General'],
    gender: null,
    background: null,
    programme: null,
    relaxations: [],
    cycle: 'CAT 2025',
    cycleYear: 2025,
    kind: 'official-minimum',
    source: { url: 'https://example.com/policy', label: 'Institute policy' },
    note: null,
  };
}
