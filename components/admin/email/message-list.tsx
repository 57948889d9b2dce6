import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/admin/ui/badges';
import type { EmailMessageRow } from '@/lib/data/email-admin';
import { emailKind } from '@/lib/email/kinds';
import { EMAIL_STATE_LABELS, type EmailListParams, type EmailState } from '@/lib/email/outbox-schema';
import { formatDateTime } from '@/lib/format/dates';
import { RetryButton } from './retry-button';

/* The outbox as staff read it: one card per message, so it reads at 360 px as on a desktop. */

const TONES: Record<EmailState, BadgeTone> = {
  queued: 'saffron',
  sent: 'success',
  failed: 'danger',
  suppressed: 'muted',
};

export function EmailStateBadge({ status }: { status: string }) {
  const state = Object.hasOwn(EMAIL_STATE_LABELS, status) ? (status as EmailState) : null;
  return <Badge tone={state ? TONES[state] : TONES.suppressed}>{state ? EMAIL_STATE_LABELS[state] : status}</Badge>;
}

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 lg:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{term}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-gray-900">{children}</dd>
    </div>
  );
}

function tries(row: EmailMessageRow): string {
  if (row.attempts === 0) return row.status === 'queued' ? 'Not tried yet' : '0';
  return row.attempts === 1 ? '1 try' : `${row.attempts} tries`;
}

export function MessageList({ rows, filters }: { rows: EmailMessageRow[]; filters: Omit<EmailListParams, 'before'> }) {
  return (
    <ul className="space-y-3" aria-label="Messages">
      {rows.map((row) => (
        <li key={row.id} data-testid="email-message" className="rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 font-semibold [overflow-wrap:anywhere] text-gray-900">{row.subject}</p>
            <EmailStateBadge status={row.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Fact term="To" wide>
              {row.toEmail}
            </Fact>
            <Fact term="Kind">{emailKind(row.kind).label}</Fact>
            <Fact term="Written">{formatDateTime(row.createdAt)}</Fact>
            <Fact term="Tries">{tries(row)}</Fact>
            <Fact term={row.deliveredAt ? 'Sent' : 'Last try'}>
              {formatDateTime(row.deliveredAt ?? row.lastAttemptAt) || '—'}
            </Fact>
          </dl>
          {row.lastError && row.status !== 'sent' ? (
            <p className="mt-3 rounded-md border border-danger-700/20 bg-danger-50 px-3 py-2 text-sm [overflow-wrap:anywhere] text-danger-700">
              <span className="font-semibold">Last error: </span>
              {row.lastError}
            </p>
          ) : null}
          {row.status === 'suppressed' ? (
            <p className="mt-3 text-sm text-gray-700">Not sent: the address bounced, complained or was blocked by staff.</p>
          ) : null}
          {row.status === 'failed' ? (
            <div className="mt-3">
              <RetryButton id={row.id} subject={row.subject} filters={filters} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
