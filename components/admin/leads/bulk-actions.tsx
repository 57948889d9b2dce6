'use client';

import { useState, useTransition } from 'react';
import { showToast } from '@/components/admin/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from '@/lib/leads/lead-fields';
import { bulkAssignLeads, bulkChangeLeadStatus } from '@/lib/leads/leads.actions';

interface BulkActionsProps {
  ids: string[];
  canSupervise: boolean;
  counsellors: { id: string; name: string }[];
  onDone: () => void;
}

type Pending = { kind: 'status'; status: LeadStatus } | { kind: 'assign'; counsellorId: string; name: string };

const leads = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

/**
 * The bar over the table once rows are selected: "3 leads selected", a status for all of them and, for
 * managers, a counsellor. Each change asks first, naming the count and the new value.
 */
export function BulkActions({ ids, canSupervise, counsellors, onDone }: BulkActionsProps) {
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [counsellor, setCounsellor] = useState('');
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const count = ids.length;

  const close = () => {
    setConfirming(null);
    setError(null);
  };

  const run = () =>
    startTransition(async () => {
      if (!confirming) return;
      const result =
        confirming.kind === 'status'
          ? await bulkChangeLeadStatus({ leadIds: ids, status: confirming.status })
          : await bulkAssignLeads({ leadIds: ids, counsellorId: confirming.counsellorId });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      showToast(result.data.message);
      close();
      setStatus('');
      setCounsellor('');
      onDone();
    });

  const title = !confirming
    ? ''
    : confirming.kind === 'status'
      ? `Change status of ${leads(count)} to ${STATUS_LABELS[confirming.status]}?`
      : confirming.counsellorId === 'unassigned'
        ? `Unassign ${leads(count)}?`
        : `Assign ${leads(count)} to ${confirming.name}?`;

  return (
    <div className="flex flex-wrap items-center gap-3" aria-label="Bulk actions" role="group">
      <p className="text-sm font-medium text-gray-800" aria-live="polite">
        {count === 0 ? 'Select leads to change several at once.' : `${leads(count)} selected`}
      </p>
      {count > 0 ? (
        <>
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (status) setConfirming({ kind: 'status', status });
            }}
          >
            <label htmlFor="bulk-status" className="sr-only">
              New status for the selected leads
            </label>
            <select
              id="bulk-status"
              className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 text-sm"
              value={status}
              onChange={(e) => setStatus(e.target.value as LeadStatus | '')}
            >
              <option value="">Change status…</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-secondary" disabled={!status}>
              Apply status
            </button>
          </form>
          {canSupervise ? (
            <form
              className="flex items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const chosen = counsellors.find((c) => c.id === counsellor);
                if (counsellor === 'unassigned' || chosen) {
                  setConfirming({ kind: 'assign', counsellorId: counsellor, name: chosen?.name ?? '' });
                }
              }}
            >
              <label htmlFor="bulk-assign" className="sr-only">
                Counsellor for the selected leads
              </label>
              <select
                id="bulk-assign"
                className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 text-sm"
                value={counsellor}
                onChange={(e) => setCounsellor(e.target.value)}
              >
                <option value="">Assign to…</option>
                <option value="unassigned">Nobody (unassign)</option>
                {counsellors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn-secondary" disabled={!counsellor}>
                Assign
              </button>
            </form>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={title}
        confirmLabel={confirming?.kind === 'assign' ? 'Assign' : 'Change status'}
        pending={pending}
        error={error}
        onConfirm={run}
      />
    </div>
  );
}
