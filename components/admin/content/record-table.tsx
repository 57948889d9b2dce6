/*
 * The table of records on a back-office screen that keeps a list with history (cut-off lines, calendar entries):
 * it scrolls sideways inside its own region on a narrow screen, while the actions column stays in view.
 */

/** The actions cell: from 640 px it stays in view while the table scrolls sideways (on a phone it would hide the rest). */
export const ACTIONS_CELL = 'bg-white py-2 pl-3 sm:sticky sm:right-0 sm:shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.15)]';

export function RecordTable({
  labelledBy,
  head,
  tableClassName,
  testId,
  children,
}: {
  /** The id of the heading that names the list; the scrolling region is labelled by it. */
  labelledBy: string;
  /** Column headings; the last is the actions column. */
  head: readonly string[];
  /** Width classes, e.g. the minimum width below which the table scrolls. */
  tableClassName: string;
  testId: string;
  /** The rows. */
  children: React.ReactNode;
}) {
  return (
    <div className="relative mt-3 overflow-x-auto" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={`${tableClassName} text-left text-sm`} data-testid={testId}>
        <thead>
          <tr className="text-xs text-gray-600 uppercase">
            {head.map((h, index) => (
              <th key={h} scope="col" className={index === head.length - 1 ? ACTIONS_CELL : 'py-2 pr-3'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A record's source, as a cell: its label, linking to it in a new tab. */
export function SourceCell({ source }: { source: { label: string; url: string } }) {
  return (
    <td className="py-2 pr-3">
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        {source.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </td>
  );
}
