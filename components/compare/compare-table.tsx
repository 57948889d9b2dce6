import Link from 'next/link';
import { DisagreementFlag, PlacementKindBadge, PlacementKindLegend } from '@/components/colleges/placement-kind';
import { X } from '@/components/icons/x';
import { sourceName } from '@/lib/colleges/format';
import { compareHref } from '@/lib/compare/selection';
import { NOT_PUBLISHED, type CompareCell, type CompareGroup } from '@/lib/compare/table';
import type { CollegeDetail } from '@/lib/data/colleges';

interface Props {
  colleges: CollegeDetail[];
  groups: CompareGroup[];
}

function Cell({ cell }: { cell: CompareCell }) {
  if (cell.lines.length === 0) return <span className="text-gray-600">{NOT_PUBLISHED}</span>;
  return (
    <ul className="space-y-2">
      {cell.lines.map((line, i) => (
        <li key={i}>
          <span className="font-semibold text-gray-900">{line.text}</span>
          {line.kind ? (
            <span className="ml-1.5 align-middle">
              <PlacementKindBadge figure={line.kind} />
            </span>
          ) : null}
          {line.note ? <span className="block text-xs text-gray-600">{line.note}</span> : null}
          {line.flag ? <DisagreementFlag text={line.flag} /> : null}
          {line.sources.map((url) => (
            <a
              key={url}
              href={url}
              rel="noopener noreferrer"
              target="_blank"
              className="block text-xs text-brand-700 underline underline-offset-2"
            >
              Source: {sourceName(url)}
            </a>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * The comparison as one table: colleges as columns, figures as rows, grouped. On a phone it scrolls sideways with
 * the row labels pinned, so each row still reads across. A differing row is tinted and says so to screen readers.
 * Each placement figure shows its kind, and the legend of the kinds follows the table.
 */
export function CompareTable({ colleges, groups }: Props) {
  const slugs = colleges.map((c) => c.slug);
  const label =
    'sticky left-0 z-10 w-32 min-w-32 bg-white px-3 py-3 text-left align-top text-sm font-medium text-gray-700 sm:w-48';
  return (
    <>
      <div
        className="mt-4 overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-label="Comparison table"
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">
            {colleges.map((c) => c.name).join(' compared with ')}. Highlighted rows differ between the colleges.
          </caption>
          <thead>
            <tr className="border-b border-gray-200 bg-brand-50">
              <td className={`${label} bg-brand-50`} />
              {colleges.map((c) => (
                <th key={c.slug} scope="col" className="min-w-40 px-3 py-3 text-left align-top">
                  <Link href={`/colleges/${c.slug}`} className="text-base font-semibold text-brand-900 hover:underline">
                    {c.name}
                  </Link>
                  <span className="mt-0.5 block text-xs font-normal text-gray-600">{c.location}</span>
                  <Link
                    href={compareHref(slugs.filter((s) => s !== c.slug))}
                    className="mt-1 inline-flex min-h-11 items-center gap-1 text-xs font-medium text-gray-700 hover:text-red-700"
                    aria-label={`Remove ${c.name} from the comparison`}
                  >
                    <X className="h-3.5 w-3.5" aria-hidden="true" /> Remove
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.title} className="divide-y divide-gray-100">
              <tr className="bg-gray-50">
                <th
                  scope="rowgroup"
                  colSpan={colleges.length + 1}
                  className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.key} className={row.differs ? 'bg-saffron-50' : undefined} data-differs={row.differs || undefined}>
                  <th scope="row" className={`${label} ${row.differs ? 'bg-saffron-50' : ''}`}>
                    {row.label}
                    {row.differs ? <span className="mt-0.5 block text-xs font-normal text-saffron-800">Differs</span> : null}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={colleges[i].slug} className="px-3 py-3 align-top">
                      <Cell cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <div className="mt-3">
        <PlacementKindLegend />
      </div>
    </>
  );
}
