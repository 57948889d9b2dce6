import { TAGS } from '@/lib/cache/tags';
import { LIVING_COVERS, type LivingEstimateValues, type LoanDefaultsValues } from '@/lib/cost/living-cost-form';
import type { LivingCover, LivingEstimate, LoanDefaults } from '@/lib/cost/true-cost';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { createPublicClient } from '@/lib/supabase/public';
import type { TypedClient } from '@/lib/supabase/types';

/*
 * The cost calculator's basis (issue 37): city_living_costs and the single education_loan_defaults row. The public
 * read is cached under its own tag, so an editor's change to a city's estimate or the loan defaults refreshes the
 * college pages and compare that show it and nothing else. Back-office reads and writes use the editor's own
 * client, so row-level security (can_manage_content) refuses the same people the action does.
 */

export const LIVING_COSTS_TAG = TAGS.livingCosts;

const ESTIMATE_COLUMNS = 'id, city, monthly_amount, covers, source_url, as_of, note' as const;
const LOAN_COLUMNS = 'rate_percent, tenure_years, grace_months, rate_source_url, tenure_source_url, as_of, note' as const;

type EstimateRow = Pick<
  Tables<'city_living_costs'>,
  'id' | 'city' | 'monthly_amount' | 'covers' | 'source_url' | 'as_of' | 'note'
>;
type LoanRow = Pick<
  Tables<'education_loan_defaults'>,
  'rate_percent' | 'tenure_years' | 'grace_months' | 'rate_source_url' | 'tenure_source_url' | 'as_of' | 'note'
>;

const isCover = (value: string): value is LivingCover => (LIVING_COVERS as readonly string[]).includes(value);

function estimateFromRow(row: EstimateRow): LivingEstimate {
  return {
    id: row.id,
    city: row.city,
    monthlyAmount: row.monthly_amount,
    covers: row.covers.filter(isCover),
    sourceUrl: row.source_url,
    asOf: row.as_of,
    note: row.note,
  };
}

function loanFromRow(row: LoanRow): LoanDefaults {
  return {
    ratePercent: Number(row.rate_percent),
    tenureYears: row.tenure_years,
    graceMonths: row.grace_months,
    rateSourceUrl: row.rate_source_url,
    tenureSourceUrl: row.tenure_source_url,
    asOf: row.as_of,
    note: row.note,
  };
}

export interface CostBasics {
  estimates: LivingEstimate[];
  /** null only when the row was removed by hand: the calculator then cannot open. */
  loan: LoanDefaults | null;
}

async function readBasics(client: TypedClient): Promise<CostBasics> {
  const [estimates, loan] = await Promise.all([
    client.from('city_living_costs').select(ESTIMATE_COLUMNS).order('city'),
    client.from('education_loan_defaults').select(LOAN_COLUMNS).maybeSingle(),
  ]);
  if (estimates.error) throw toDataError(estimates.error, 'Failed to load the living cost estimates');
  if (loan.error) throw toDataError(loan.error, 'Failed to load the education loan defaults');
  return { estimates: estimates.data.map(estimateFromRow), loan: loan.data ? loanFromRow(loan.data) : null };
}

/** Every city's estimate and the loan defaults, for the public pages (cached under LIVING_COSTS_TAG). */
export function getCostBasics(): Promise<CostBasics> {
  return readBasics(createPublicClient([LIVING_COSTS_TAG]));
}

/** The same with the editor's own client, for the back office (never cached). */
export function getCostBasicsForAdmin(client: TypedClient): Promise<CostBasics> {
  return readBasics(client);
}

const GONE = 'This living estimate no longer exists.';
const DUPLICATE = 'This city already has an estimate: edit that one instead.';

export async function insertLivingEstimate(client: TypedClient, values: LivingEstimateValues): Promise<string> {
  const { data, error } = await client.from('city_living_costs').insert(values).select('id').single();
  if (error) throw toDataError(error, { failure: 'Failed to add the living estimate', CONFLICT: DUPLICATE });
  return data.id;
}

export async function updateLivingEstimate(client: TypedClient, id: string, values: LivingEstimateValues): Promise<void> {
  const { data, error } = await client.from('city_living_costs').update(values).eq('id', id).select('id').maybeSingle();
  if (error) throw toDataError(error, { failure: 'Failed to save the living estimate', CONFLICT: DUPLICATE });
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

export async function deleteLivingEstimate(client: TypedClient, id: string): Promise<void> {
  const { data, error } = await client.from('city_living_costs').delete().eq('id', id).select('id').maybeSingle();
  if (error) throw toDataError(error, 'Failed to delete the living estimate');
  if (!data) throw new DataError('NOT_FOUND', GONE);
}

export async function updateLoanDefaults(client: TypedClient, values: LoanDefaultsValues): Promise<void> {
  const { data, error } = await client.from('education_loan_defaults').update(values).eq('id', true).select('id').maybeSingle();
  if (error) throw toDataError(error, 'Failed to save the loan defaults');
  // Row-level security hides the row from the update of someone who may not change it: the same refusal.
  if (!data) throw new DataError('FORBIDDEN');
}
