import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { deleteLivingEstimate, insertLivingEstimate, updateLivingEstimate, updateLoanDefaults } from '@/lib/data/living-costs';
import { formatCount } from '@/lib/format/numbers';
import { livingEstimateFormInput, loanDefaultsFormInput } from './living-cost-form';

/*
 * The back office's changes to the cost calculator's basis (issue 37): a city's living estimate (add, save,
 * delete) and the loan defaults (save). Each passes its form's schema, then the manageContent capability (super
 * admin, editor; FORBIDDEN for anyone else), then lib/data/living-costs with the editor's own client, so row-level
 * security refuses the same people. The database records each change in content_events. Publishing (the
 * living-costs tag the college pages and compare read under) is the Next binding's job.
 */

export const deleteLivingEstimateInput = z.object({ id: z.uuid('Unknown living estimate.') });
export type DeleteLivingEstimateInput = z.input<typeof deleteLivingEstimateInput>;

export function livingCostActions(chain: ActionChain) {
  const editor = chain.capabilityAction('manageContent');
  return {
    saveEstimate: editor(
      { name: 'cost.living.save', input: livingEstimateFormInput, failureMessage: 'Failed to save the living estimate' },
      async ({ id, values }, { client }): Promise<ContentChange> => {
        const label = `${values.city}: ₹${formatCount(values.monthly_amount)} a month`;
        if (id) {
          await updateLivingEstimate(client, id, values);
          return { id, message: `${label} saved.` };
        }
        return { id: await insertLivingEstimate(client, values), message: `${label} added.` };
      },
    ),
    deleteEstimate: editor(
      { name: 'cost.living.delete', input: deleteLivingEstimateInput, failureMessage: 'Failed to delete the living estimate' },
      async ({ id }, { client }): Promise<ContentChange> => {
        await deleteLivingEstimate(client, id);
        return { id, message: 'Living estimate deleted: its city now shows living as “Not published”.' };
      },
    ),
    saveLoanDefaults: editor(
      { name: 'cost.loan.save', input: loanDefaultsFormInput, failureMessage: 'Failed to save the loan defaults' },
      async (values, { client }): Promise<ContentChange> => {
        await updateLoanDefaults(client, values);
        return { message: `Loan defaults saved: ${values.rate_percent} % over ${values.tenure_years} years.` };
      },
    ),
  };
}

export type LivingCostActions = ReturnType<typeof livingCostActions>;
