import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { ACTIONS_CELL, RecordTable } from '@/components/admin/content/record-table';
import { DisagreementFlag, PlacementKindBadge } from '@/components/colleges/placement-kind';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { sourceName } from '@/lib/colleges/format';
import { figureToFormValues } from '@/lib/colleges/placement-figure-form';
import {
  disagreementText,
  figureLabel,
  figureValue,
  nirfDisagreements,
  periodLabel,
  type PlacementFigure,
} from '@/lib/colleges/placement-provenance';
import { getCollegeForAdmin } from '@/lib/data/college-admin';
import { listPlacementFiguresForAdmin } from '@/lib/data/placement-figures';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { firstParam, isUuid, type RawSearchParams } from '@/lib/routing/params';
import { PlacementFigureDelete } from './placement-figure-delete';
import { PlacementFigureForm } from './placement-figure-form';

const HEAD = ['Figure', 'Value', 'Batch', 'Kind', 'Source', 'Note', 'Actions'];

/** The figure as its buttons name it for screen readers: "Median package ₹24 LPA, Batch 2025". */
function figureName(f: PlacementFigure): string {
  return `${figureLabel(f)} ${figureValue(f)}, ${periodLabel(f)}`;
}

/**
 * /admin/colleges/{id}/placements: the college's placement figures with their kinds (the public page's order, the
 * median first, and its NIRF flags), a form to add or edit one, and the college's history, which records each.
 */
export async function PlacementFiguresScreen({ id, searchParams }: { id: string; searchParams: Promise<RawSearchParams> }) {
  if (!isUuid(id)) notFound();
  const admin = await getAdminContext();
  if (!admin) {
    return (
      <ContentPage title="Placement figures">
        <LoadError message={DATA_ERRORS.CONNECTION_ERROR} />
      </ContentPage>
    );
  }
  const [college, figures] = await Promise.all([
    settle(getCollegeForAdmin(admin.client, id)),
    settle(listPlacementFiguresForAdmin(admin.client, id)),
  ]);
  if (!college.ok) {
    return (
      <ContentPage title="Placement figures">
        <LoadError message={college.error.message} />
      </ContentPage>
    );
  }
  if (!college.value) notFound();
  const name = college.value.name;
  const base = `/admin/colleges/${id}/placements`;
  const editId = firstParam((await searchParams).edit);
  const editing = figures.ok ? figures.value.find((f) => f.id === editId) : undefined;
  const flags = figures.ok ? nirfDisagreements(figures.value) : new Map();

  return (
    <ContentPage
      title={`Placement figures: ${name}`}
      description="Each figure with its kind, batch and source, as the college page, compare and the predictor show it. The college's list card and its sort follow the newest batch's figures."
      actions={
        <Link href={`/admin/colleges/${id}`} className="btn-secondary">
          Back to {name}
        </Link>
      }
    >
      <section aria-labelledby="figures-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="figures-heading" className="text-lg font-bold text-brand-900">
          Figures
        </h2>
        {!figures.ok ? (
          <div className="mt-3">
            <LoadError message={figures.error.message} />
          </div>
        ) : figures.value.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">No figures yet: the college page says &lsquo;Not published&rsquo;.</p>
        ) : (
          <RecordTable labelledBy="figures-heading" head={HEAD} tableClassName="w-full min-w-[56rem]" testId="placement-figures">
            {figures.value.map((f) => {
              const flag = flags.get(f.id);
              return (
                <tr key={f.id} className="border-t border-gray-100 align-top" data-testid="placement-figure">
                  <th scope="row" className="py-2 pr-3 font-semibold text-gray-900">
                    {figureLabel(f)}
                  </th>
                  <td className="py-2 pr-3">
                    <span className="whitespace-nowrap">{figureValue(f)}</span>
                    {flag ? <DisagreementFlag text={disagreementText(flag)} /> : null}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{periodLabel(f)}</td>
                  <td className="py-2 pr-3">
                    <PlacementKindBadge figure={f} />
                  </td>
                  <td className="py-2 pr-3">
                    <a
                      href={f.sourceUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-brand-700 underline"
                    >
                      {sourceName(f.sourceUrl)}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </td>
                  <td className="py-2 pr-3 text-gray-700">{f.note ?? '—'}</td>
                  <td className={ACTIONS_CELL}>
                    <div className="flex flex-col gap-2">
                      <Link href={`${base}?edit=${f.id}#placement-form-heading`} className="btn-secondary min-h-11">
                        Edit<span className="sr-only"> {figureName(f)}</span>
                      </Link>
                      <PlacementFigureDelete id={f.id} collegeId={id} name={figureName(f)} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </RecordTable>
        )}
      </section>
      <PlacementFigureForm
        key={editing?.id ?? 'new'}
        collegeId={id}
        figureId={editing?.id ?? null}
        initialValues={editing ? figureToFormValues(editing) : {}}
        cancelHref={base}
      />
      <ContentHistory subject="colleges" subjectId={id} />
    </ContentPage>
  );
}
