import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { ACTIONS_CELL, RecordTable } from '@/components/admin/content/record-table';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { sourceName } from '@/lib/colleges/format';
import { coversText, rupees } from '@/lib/cost/labels';
import { estimateToFormValues, loanToFormValues } from '@/lib/cost/living-cost-form';
import { getCostBasicsForAdmin } from '@/lib/data/living-costs';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { formatDate } from '@/lib/format/dates';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { LivingEstimateDelete } from './living-estimate-delete';
import { LivingEstimateForm } from './living-estimate-form';
import { LoanDefaultsForm } from './loan-defaults-form';

const HEAD = ['City', 'Per month', 'Covers', 'Source', 'As of', 'Note', 'Actions'];
const BASE = '/admin/colleges/living-costs';

/**
 * /admin/colleges/living-costs: the published monthly living estimate of each city and the education loan
 * defaults, which every college page's and compare's true cost reads. Every change is recorded in content_events.
 */
export async function LivingCostsScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const title = 'Living costs and loan defaults';
  const admin = await getAdminContext();
  if (!admin) {
    return (
      <ContentPage title={title}>
        <LoadError message={DATA_ERRORS.CONNECTION_ERROR} />
      </ContentPage>
    );
  }
  const basics = await settle(getCostBasicsForAdmin(admin.client));
  const editId = firstParam((await searchParams).edit);
  const editing = basics.ok ? basics.value.estimates.find((e) => e.id === editId) : undefined;
  return (
    <ContentPage
      title={title}
      description="What college pages and compare count beside the fee. Enter only a figure a public source gives, with that source; a city without one shows living as “Not published”."
      actions={
        <Link href="/admin/colleges" className="btn-secondary">
          Back to colleges
        </Link>
      }
    >
      <section aria-labelledby="estimates-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="estimates-heading" className="text-lg font-bold text-brand-900">
          City estimates
        </h2>
        {!basics.ok ? (
          <div className="mt-3">
            <LoadError message={basics.error.message} />
          </div>
        ) : basics.value.estimates.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">No estimates yet: every college page says living is “Not published”.</p>
        ) : (
          <RecordTable labelledBy="estimates-heading" head={HEAD} tableClassName="w-full min-w-[52rem]" testId="living-estimates">
            {basics.value.estimates.map((e) => (
              <tr key={e.id} className="border-t border-gray-100 align-top">
                <th scope="row" className="py-2 pr-3 font-semibold text-gray-900">
                  {e.city}
                </th>
                <td className="tabular py-2 pr-3 whitespace-nowrap">{rupees(e.monthlyAmount)}</td>
                <td className="py-2 pr-3">{coversText(e)}</td>
                <td className="py-2 pr-3">
                  <a href={e.sourceUrl} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
                    {sourceName(e.sourceUrl)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(e.asOf)}</td>
                <td className="py-2 pr-3 text-gray-700">{e.note ?? '—'}</td>
                <td className={ACTIONS_CELL}>
                  <div className="flex flex-col gap-2">
                    <Link href={`${BASE}?edit=${e.id}#estimate-form-heading`} className="btn-secondary min-h-11">
                      Edit<span className="sr-only"> the {e.city} estimate</span>
                    </Link>
                    <LivingEstimateDelete id={e.id} city={e.city} />
                  </div>
                </td>
              </tr>
            ))}
          </RecordTable>
        )}
      </section>
      <LivingEstimateForm
        key={editing?.id ?? 'new'}
        estimateId={editing?.id ?? null}
        initialValues={editing ? estimateToFormValues(editing) : {}}
        cancelHref={BASE}
      />
      {basics.ok && basics.value.loan ? <LoanDefaultsForm initialValues={loanToFormValues(basics.value.loan)} /> : null}
    </ContentPage>
  );
}
