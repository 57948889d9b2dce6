import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/admin/content/content-page';
import { ACTIONS_CELL, RecordTable, SourceCell } from '@/components/admin/content/record-table';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getCollegeForAdmin } from '@/lib/data/college-admin';
import { listCutoffLineHistory, listCutoffLinesForAdmin } from '@/lib/data/predictor-cutoff-admin';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { describeLineEvent, lineFieldChanges } from '@/lib/predictor/cutoff-history';
import { categoriesLabel, CUTOFF_KIND_LABELS } from '@/lib/predictor/cutoff-line';
import { lineToFormValues } from '@/lib/predictor/cutoff-line-form';
import type { CutoffLine } from '@/lib/predictor/types';
import { firstParam, isUuid, type RawSearchParams } from '@/lib/routing/params';
import { CutoffLineDelete } from './cutoff-line-delete';
import { CutoffLineForm } from './cutoff-line-form';
import { ChangeHistory } from './cutoff-line-history';

const HEAD = ['Exam', 'Value', 'Sectional minimums', 'Categories', 'For', 'Relaxations', 'Cycle', 'Kind', 'Source', 'Actions'];

function figure(line: CutoffLine): string {
  const unit = line.measure === 'percentile' ? ' %ile' : ' score';
  return `${line.value}${line.valueMax === null ? '' : `–${line.valueMax}`}${unit}`;
}

/** The line as its buttons name it for screen readers: "CAT 90, official minimum, JAP 2026". */
function lineName(line: CutoffLine): string {
  return [`${line.exam} ${line.value}`, CUTOFF_KIND_LABELS[line.kind], line.cycle].filter(Boolean).join(', ');
}

function audience(line: CutoffLine): string {
  return [line.gender, line.background, line.programme].filter(Boolean).join(', ') || 'everyone';
}

/** /admin/colleges/{id}/cutoffs: the college's predictor cut-off lines, a form to add or edit one, and their history. */
export async function CutoffLinesScreen({ id, searchParams }: { id: string; searchParams: Promise<RawSearchParams> }) {
  if (!isUuid(id)) notFound();
  const admin = await getAdminContext();
  if (!admin) {
    return (
      <ContentPage title="Predictor cut-offs">
        <LoadError message={DATA_ERRORS.CONNECTION_ERROR} />
      </ContentPage>
    );
  }
  const [college, lines, history] = await Promise.all([
    settle(getCollegeForAdmin(admin.client, id)),
    settle(listCutoffLinesForAdmin(admin.client, id)),
    settle(listCutoffLineHistory(admin.client, id)),
  ]);
  if (!college.ok) {
    return (
      <ContentPage title="Predictor cut-offs">
        <LoadError message={college.error.message} />
      </ContentPage>
    );
  }
  if (!college.value) notFound();
  const name = college.value.name;
  const base = `/admin/colleges/${id}/cutoffs`;
  const editId = firstParam((await searchParams).edit);
  const editing = lines.ok ? lines.value.find((l) => l.id === editId && l.line) : undefined;

  return (
    <ContentPage
      title={`Predictor cut-offs: ${name}`}
      description="The published lines /predictor judges against. Every change is recorded below with who made it."
      actions={
        <Link href={`/admin/colleges/${id}`} className="btn-secondary">
          Back to {name}
        </Link>
      }
    >
      <section aria-labelledby="lines-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="lines-heading" className="text-lg font-bold text-brand-900">
          Cut-off lines
        </h2>
        {!lines.ok ? (
          <div className="mt-3">
            <LoadError message={lines.error.message} />
          </div>
        ) : lines.value.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">
            No lines yet: the predictor shows this college as having no published figure.
          </p>
        ) : (
          <RecordTable labelledBy="lines-heading" head={HEAD} tableClassName="w-full min-w-[64rem]" testId="cutoff-lines">
            {lines.value.map(({ id: lineId, line }) => (
              <tr key={lineId} className="border-t border-gray-100 align-top" data-testid="cutoff-line">
                {line ? (
                  <>
                    <th scope="row" className="py-2 pr-3 font-semibold text-gray-900">
                      {line.exam}
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">{figure(line)}</td>
                    <td className="py-2 pr-3">
                      {line.sectionalMinimums.map((s) => `${s.section} ${s.value}`).join(', ') || '—'}
                    </td>
                    <td className="py-2 pr-3">{categoriesLabel(line.categories)}</td>
                    <td className="py-2 pr-3">{audience(line)}</td>
                    <td className="py-2 pr-3">{line.relaxations.map((r) => `${r.gender} −${r.points}`).join(', ') || '—'}</td>
                    <td className="py-2 pr-3">{[line.cycle, line.cycleYear].filter((x) => x !== null).join(' · ') || '—'}</td>
                    <td className="py-2 pr-3">{CUTOFF_KIND_LABELS[line.kind]}</td>
                    <SourceCell source={line.source} />
                  </>
                ) : (
                  <td colSpan={HEAD.length - 1} className="py-2 pr-3 text-danger-700">
                    This stored line is not valid and the predictor ignores it. Delete it and add it again.
                  </td>
                )}
                <td className={ACTIONS_CELL}>
                  <div className="flex flex-col gap-2">
                    {line ? (
                      <Link href={`${base}?edit=${lineId}#cutoff-form-heading`} className="btn-secondary min-h-11">
                        Edit<span className="sr-only"> {lineName(line)}</span>
                      </Link>
                    ) : null}
                    <CutoffLineDelete id={lineId} collegeId={id} name={line ? lineName(line) : 'that is not valid'} />
                  </div>
                </td>
              </tr>
            ))}
          </RecordTable>
        )}
      </section>
      <CutoffLineForm
        key={editing?.id ?? 'new'}
        collegeId={id}
        lineId={editing?.id ?? null}
        initialValues={editing?.line ? lineToFormValues(editing.line) : {}}
        cancelHref={base}
      />
      {history.ok ? (
        <ChangeHistory
          headingId="cutoff-history-heading"
          testId="cutoff-history"
          items={history.value.map((event) => ({
            id: event.id,
            title: describeLineEvent(event),
            actorName: event.actorName,
            createdAt: event.createdAt,
            changes: lineFieldChanges(event),
          }))}
        />
      ) : (
        <LoadError message={history.error.message} />
      )}
    </ContentPage>
  );
}
