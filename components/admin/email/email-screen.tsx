import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { LoadError } from '@/components/site/load-error';
import { requireAdmin } from '@/lib/auth/admin';
import { emailStateCounts, listEmailMessages, listEmailSuppressions } from '@/lib/data/email-admin';
import { settle } from '@/lib/data/settle';
import { EMAIL_KINDS } from '@/lib/email/kinds';
import {
  EMAIL_KIND_NAMES,
  EMAIL_PAGE_SIZE,
  EMAIL_STATE_LABELS,
  EMAIL_STATES,
  emailListHref,
  OUTBOX_MESSAGES,
  parseEmailListParams,
  type EmailListParams,
} from '@/lib/email/outbox-schema';
import { formatCount } from '@/lib/format/numbers';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { MessageList } from './message-list';
import { SuppressForm } from './suppression-controls';
import { SuppressionList } from './suppression-list';

const PATH = '/admin/email';
const LABEL = 'block text-xs font-semibold tracking-wide text-gray-700 uppercase';
const FIELD = 'mt-1 min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm';
const TAB = 'inline-flex min-h-11 items-center gap-1 rounded-lg border px-3 text-sm font-medium';

/** "All · Queued · Sent · Failed · Suppressed" with their counts, each a link keeping the other filters. */
function StateTabs({ params, counts }: { params: EmailListParams; counts: Record<string, number> | null }) {
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const tabs = [
    { status: null, label: 'All', count: total },
    ...EMAIL_STATES.map((status) => ({
      status,
      label: EMAIL_STATE_LABELS[status],
      count: counts ? (counts[status] ?? 0) : null,
    })),
  ];
  return (
    <nav aria-label="Message states">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = params.status === tab.status;
          return (
            <li key={tab.label}>
              <Link
                href={emailListHref({ ...params, status: tab.status })}
                aria-current={current ? 'page' : undefined}
                className={`${TAB} ${current ? 'border-brand-800 bg-brand-800 text-white' : 'border-gray-300 bg-white text-brand-800 hover:bg-brand-50'}`}
              >
                {tab.label}
                {tab.count === null ? null : <span className="tabular-nums">({formatCount(tab.count)})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Filters({ params }: { params: EmailListParams }) {
  const filtered = Boolean(params.status || params.kind || params.to);
  return (
    <form
      method="get"
      action={PATH}
      role="search"
      aria-label="Filter messages"
      className="rounded-lg border border-gray-200 bg-white p-3"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <div>
          <label htmlFor="email-status" className={LABEL}>
            State
          </label>
          <select id="email-status" name="status" defaultValue={params.status ?? ''} className={FIELD}>
            <option value="">All states</option>
            {EMAIL_STATES.map((status) => (
              <option key={status} value={status}>
                {EMAIL_STATE_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="email-kind" className={LABEL}>
            Kind
          </label>
          <select id="email-kind" name="kind" defaultValue={params.kind ?? ''} className={FIELD}>
            <option value="">All kinds</option>
            {EMAIL_KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {EMAIL_KINDS[kind].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="email-to" className={LABEL}>
            Recipient
          </label>
          <input
            id="email-to"
            type="search"
            name="to"
            defaultValue={params.to ?? ''}
            maxLength={254}
            placeholder="The whole e-mail address"
            className={FIELD}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-brand">
            Filter
          </button>
          {filtered ? (
            <Link href={PATH} className="text-sm link">
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/**
 * /admin/email (manage system: super admins only): every message the site wrote, newest first, with its state as
 * the worker delivers it, filtered from the URL and paged by a keyset cursor (an outbox grows by thousands a day,
 * so page numbers would mean counting it); and the suppression list. Every read is a database function that
 * checks the role again.
 */
export async function EmailScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(PATH);
  const raw = await searchParams;
  const params = parseEmailListParams(raw);
  const [list, counts, suppressions] = await Promise.all([
    settle(listEmailMessages(admin.client, params, EMAIL_PAGE_SIZE)),
    settle(emailStateCounts(admin.client)),
    settle(listEmailSuppressions(admin.client, null)),
  ]);
  const filtered = Boolean(params.status || params.kind || params.to);
  const last = list.ok ? list.value.rows.at(-1) : undefined;

  return (
    <ContentPage
      title="E-mail"
      description="Every message the site sends — alerts, reminders, newsletters, privacy links — and whether it arrived. Only super admins see this page."
    >
      {firstParam(raw.retried) === '1' ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          {OUTBOX_MESSAGES.retried}
        </p>
      ) : null}
      <StateTabs params={params} counts={counts.ok ? counts.value : null} />
      <Filters params={params} />
      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : list.value.rows.length === 0 ? (
        <EmptyState compact>
          {params.before
            ? 'No older messages.'
            : filtered
              ? 'No messages match these filters.'
              : 'No e-mail yet. Messages appear here as soon as the site writes them.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {params.before ? 'Older messages, newest first' : 'Newest first'}
            {` · ${list.value.rows.length === 1 ? '1 message' : `${list.value.rows.length} messages`} on this page`}
          </p>
          <MessageList rows={list.value.rows} filters={params} />
        </>
      )}
      {list.ok && (params.before || list.value.more) ? (
        <nav aria-label="Message pages" className="flex flex-wrap justify-between gap-3">
          {params.before ? (
            <Link href={emailListHref(params)} className="btn-secondary">
              Newest messages
            </Link>
          ) : (
            <span />
          )}
          {list.value.more && last ? (
            <Link href={emailListHref(params, { at: last.createdAt, id: last.id })} className="btn-secondary">
              Older messages
            </Link>
          ) : null}
        </nav>
      ) : null}

      <section aria-labelledby="suppressions-heading" className="space-y-4 border-t border-gray-200 pt-6">
        <div>
          <h2 id="suppressions-heading" className="text-lg font-semibold text-brand-900">
            Suppressed addresses
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            These get no newsletter, reminders or reply notices. Hard bounces and spam complaints reported by the mail provider
            are added on their own; mail a person asked for (their data, sign-in links) still goes.
          </p>
        </div>
        <SuppressForm />
        {!suppressions.ok ? (
          <LoadError message={suppressions.error.message} />
        ) : suppressions.value.length === 0 ? (
          <EmptyState compact>No address is suppressed.</EmptyState>
        ) : (
          <SuppressionList rows={suppressions.value} />
        )}
      </section>
    </ContentPage>
  );
}
