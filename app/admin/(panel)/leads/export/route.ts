import type { NextRequest } from 'next/server';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { getAdminContext } from '@/lib/auth/admin';
import { can } from '@/lib/auth/roles';
import { toDataError } from '@/lib/data/errors';
import { recordLeadAccess } from '@/lib/data/leads/events';
import { countLeads, exportLeadPages, getResponseTarget, type LeadFilters } from '@/lib/data/leads/leads';
import { csvHeader, csvRows, EXPORT_FILENAME } from '@/lib/leads/export-csv';
import { leadFilterQuery, parseLeadListParams } from '@/lib/leads/list-params';
import { overdueArrivalCutoff } from '@/lib/leads/response-target';
import type { RawSearchParams } from '@/lib/routing/params';

function searchParamsOf(request: NextRequest): RawSearchParams {
  const raw: RawSearchParams = {};
  for (const key of new Set(request.nextUrl.searchParams.keys())) raw[key] = request.nextUrl.searchParams.getAll(key);
  return raw;
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /admin/leads/export?<the list's filters>: every lead of the view as leads-export.csv, every column, newest
 * first. The export is recorded in the audit trail (who, how many, which filters) before the first byte is sent,
 * then streamed a page at a time, so a large export neither waits for nor holds every lead at once.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const admin = await getAdminContext();
  if (!admin) return text('Sign in with a staff account to export leads.', 401);
  if (!can(admin.role, 'manageLeads')) return text(FORBIDDEN_MESSAGE, 403);

  const params = parseLeadListParams(searchParamsOf(request));
  const filters: LeadFilters = { ...params, overdue: params.overdue && can(admin.role, 'superviseLeads') };
  const { client } = admin;
  let total: number;
  let context: { overdueCutoff: Date | null };
  try {
    context = { overdueCutoff: filters.overdue ? overdueArrivalCutoff(new Date(), await getResponseTarget(client)) : null };
    total = await countLeads(client, filters, context);
    await recordLeadAccess(client, 'exported', [], {
      count: total,
      filters: Object.fromEntries(leadFilterQuery({ ...params, ...filters })),
    });
  } catch (cause) {
    const error = toDataError(cause, 'Failed to export leads');
    console.error('leads export failed:', cause);
    return text(error.message, error.code === 'CONNECTION_ERROR' || error.code === 'NOT_CONFIGURED' ? 503 : 500);
  }

  const encoder = new TextEncoder();
  const pages = exportLeadPages(client, filters, context);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHeader()));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvRows(next.value)));
      } catch (cause) {
        // Headers are sent: the browser sees a broken download rather than a short file passed off as whole.
        console.error('leads export failed while streaming:', cause);
        controller.error(cause);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });

  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${EXPORT_FILENAME}"`,
      'cache-control': 'no-store',
      'x-total-count': String(total),
    },
  });
}
