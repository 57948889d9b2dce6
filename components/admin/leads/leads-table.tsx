'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { FollowUpBadge, OverdueFlag, PriorityBadge, StatusBadge } from '@/components/admin/ui/badges';
import { ArrowDown } from '@/components/icons/arrow-down';
import { ArrowUp } from '@/components/icons/arrow-up';
import { ArrowUpDown } from '@/components/icons/arrow-up-down';
import type { LeadRowView } from '@/lib/leads/row-view';
import { LEAD_COLUMNS, type LeadColumnKey } from '@/lib/leads/table-columns';
import { BulkActions } from './bulk-actions';
import { ColumnChooser } from './column-chooser';
import { useColumnChoice } from './use-columns';
import { useRowKeys } from './use-row-keys';

export interface SortHeader {
  href: string;
  /** The header's current direction, when the list is sorted by it. */
  current: 'asc' | 'desc' | null;
}

interface LeadsTableProps {
  rows: LeadRowView[];
  /** Links for the sortable headers: the name column and every column with a sort. */
  sortHeaders: Partial<Record<LeadColumnKey | 'name', SortHeader>>;
  /** Managers may assign in bulk; everyone who works leads may change status in bulk. */
  canSupervise: boolean;
  counsellors: { id: string; name: string }[];
  /** Sample rows (database unreachable) are shown but can be neither opened nor selected. */
  sample: boolean;
  label: string;
}

function SortLink({ label, header }: { label: string; header?: SortHeader }) {
  if (!header) return <>{label}</>;
  const Icon = header.current === 'asc' ? ArrowUp : header.current === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Link href={header.href} prefetch={false} className="inline-flex items-center gap-1 hover:text-brand-700 hover:underline">
      {label}
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {header.current ? <span className="sr-only">, sorted {header.current === 'asc' ? 'ascending' : 'descending'}</span> : null}
    </Link>
  );
}

function cell(row: LeadRowView, key: LeadColumnKey) {
  switch (key) {
    case 'status':
      return <StatusBadge status={row.status} />;
    case 'priority':
      return <PriorityBadge priority={row.priority} />;
    case 'score':
      return row.score;
    case 'arrived':
      return (
        <span className="flex flex-col items-start gap-1">
          <time title={row.arrivedAt}>{row.arrived} ago</time>
          {row.overdue ? <OverdueFlag /> : null}
        </span>
      );
    case 'source':
      return row.source;
    case 'form_type':
      return row.formType;
    case 'counsellor':
      return row.counsellor ?? <span className="text-gray-600">Unassigned</span>;
    case 'next_follow_up':
      return row.nextFollowUp ? (
        <span className="flex flex-col items-start gap-1">
          {row.nextFollowUp}
          <FollowUpBadge state={row.followUp} />
        </span>
      ) : (
        <span className="text-gray-600">None</span>
      );
    case 'last_contacted':
      return row.lastContacted || <span className="text-gray-600">Never</span>;
    case 'attempts':
      return row.attempts;
    case 'email':
      return row.email;
    case 'phone':
      return row.phone;
    case 'subject':
      return <span className="line-clamp-2 max-w-64">{row.subject}</span>;
    case 'campaign':
      return row.campaign;
  }
}

/**
 * The dense leads table (DESIGN.md): sticky header, sortable columns, chosen columns, row selection with bulk
 * actions, and the keyboard: j/k move through rows, Enter opens the highlighted lead.
 */
export function LeadsTable({ rows, sortHeaders, canSupervise, counsellors, sample, label }: LeadsTableProps) {
  const router = useRouter();
  const { columns, toggle } = useColumnChoice();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const shown = useMemo(() => LEAD_COLUMNS.filter((c) => columns.includes(c.key)), [columns]);
  const open = (id: string) => router.push(`/admin/leads/${id}`);
  const active = useRowKeys(rows.length, (index) => (sample ? undefined : open(rows[index].id)));

  // Selection only ever holds rows on this page: after a change or a new page, stale ids drop out.
  const selectedIds = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;
  const toggleRow = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {sample ? (
          <span />
        ) : (
          <BulkActions
            ids={selectedIds}
            canSupervise={canSupervise}
            counsellors={counsellors}
            onDone={() => setSelected(new Set())}
          />
        )}
        <ColumnChooser columns={columns} onToggle={toggle} />
      </div>
      <div className="max-h-[70vh] overflow-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full border-collapse text-left text-sm" aria-label={label}>
          <thead className="sticky top-0 z-10 bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase">
            <tr>
              {sample ? null : (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    aria-label="Select every lead on this page"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                  />
                </th>
              )}
              <th scope="col" className="px-3 py-2" aria-sort={ariaSort(sortHeaders.name)}>
                <SortLink label="Name" header={sortHeaders.name} />
              </th>
              {shown.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 whitespace-nowrap ${'numeric' in column ? 'text-right' : ''}`}
                  aria-sort={ariaSort(sortHeaders[column.key])}
                >
                  <SortLink label={column.label} header={sortHeaders[column.key]} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={row.id}
                data-lead-row
                className={`border-t border-gray-200 align-top ${index === active ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600' : 'hover:bg-gray-50'} ${sample ? '' : 'cursor-pointer'}`}
                onClick={(event) => {
                  if (sample || (event.target as HTMLElement).closest('a, button, input, label, select')) return;
                  open(row.id);
                }}
              >
                {sample ? null : (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      aria-label={`Select ${row.name}`}
                      checked={selected.has(row.id)}
                      onChange={() => toggleRow(row.id)}
                    />
                  </td>
                )}
                <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                  {sample ? (
                    row.name
                  ) : (
                    <Link href={`/admin/leads/${row.id}`} prefetch={false} className="link" data-row-link>
                      {row.name}
                    </Link>
                  )}
                  <span className="block text-xs font-normal text-gray-600">{row.email}</span>
                </th>
                {shown.map((column) => (
                  <td
                    key={column.key}
                    className={`px-3 py-2 ${'numeric' in column ? 'text-right' : ''} ${column.key === 'subject' ? '' : 'whitespace-nowrap'}`}
                  >
                    {cell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ariaSort(header: SortHeader | undefined): 'ascending' | 'descending' | undefined {
  if (!header?.current) return undefined;
  return header.current === 'asc' ? 'ascending' : 'descending';
}
