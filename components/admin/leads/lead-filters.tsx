import Link from 'next/link';
import { Search } from '@/components/icons/search';
import {
  FORM_TYPE_LABELS,
  LEAD_FORM_TYPES,
  LEAD_PRIORITIES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  PRIORITY_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
} from '@/lib/leads/lead-fields';
import { DEFAULT_DIRECTION, DEFAULT_LIST_PARAMS, DEFAULT_PAGE_SIZE, type LeadListParams } from '@/lib/leads/list-params';
import { LEAD_SEARCH_ID } from './use-row-keys';

interface LeadFiltersProps {
  params: LeadListParams;
  counsellors: { id: string; name: string }[];
  /** Managers also filter by "not contacted in time". */
  canSupervise: boolean;
}

const SELECT = 'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900';
const LABEL = 'block text-xs font-semibold tracking-wide text-gray-700 uppercase';

function Choice({ name, label, value, options }: { name: string; label: string; value?: string; options: [string, string][] }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? 'all'} className={`${SELECT} mt-1`}>
        <option value="all">All</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters and search as a plain GET form: they work without JavaScript, and the URL they produce is the
 * list's whole state (sort and page size kept, page back to 1).
 */
export function LeadFilters({ params, counsellors, canSupervise }: LeadFiltersProps) {
  const keepSort = params.sort !== DEFAULT_LIST_PARAMS.sort || params.dir !== DEFAULT_DIRECTION[params.sort];
  return (
    <form
      method="get"
      action="/admin/leads"
      role="search"
      aria-label="Filter leads"
      className="rounded-lg border border-gray-200 bg-white p-3"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <label htmlFor={LEAD_SEARCH_ID} className={LABEL}>
            Search <span className="font-normal normal-case">(press /)</span>
          </label>
          <div className="relative mt-1">
            <Search className="pointer-events-none absolute top-3.5 left-2.5 h-4 w-4 text-gray-500" aria-hidden="true" />
            <input
              id={LEAD_SEARCH_ID}
              type="search"
              name="q"
              defaultValue={params.q ?? ''}
              maxLength={100}
              placeholder="Name, e-mail, phone, subject, message"
              className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-2 pl-8 text-sm"
            />
          </div>
        </div>
        <Choice name="status" label="Status" value={params.status} options={LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]])} />
        <Choice name="source" label="Source" value={params.source} options={LEAD_SOURCES.map((s) => [s, SOURCE_LABELS[s]])} />
        <Choice
          name="form_type"
          label="Form"
          value={params.formType}
          options={LEAD_FORM_TYPES.map((f) => [f, FORM_TYPE_LABELS[f]])}
        />
        <Choice
          name="priority"
          label="Priority"
          value={params.priority}
          options={LEAD_PRIORITIES.map((p) => [p, PRIORITY_LABELS[p]])}
        />
        <Choice
          name="counsellor"
          label="Counsellor"
          value={params.counsellor}
          options={[['unassigned', 'Unassigned'], ...counsellors.map((c): [string, string] => [c.id, c.name])]}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {canSupervise ? (
          <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" name="overdue" value="1" defaultChecked={params.overdue} className="h-4 w-4" />
            Only new leads not contacted in time
          </label>
        ) : null}
        {keepSort ? (
          <>
            <input type="hidden" name="sort" value={params.sort} />
            <input type="hidden" name="dir" value={params.dir} />
          </>
        ) : null}
        {params.limit !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="limit" value={params.limit} /> : null}
        <button type="submit" className="btn-brand">
          Apply filters
        </button>
        <Link href="/admin/leads" className="btn-ghost">
          Clear
        </Link>
      </div>
    </form>
  );
}
