import type { NextRequest } from 'next/server';
import { getAdminContext } from '@/lib/auth/admin';
import { can } from '@/lib/auth/roles';
import { toDataError } from '@/lib/data/errors';
import { getLeadReport } from '@/lib/data/leads/reports';
import { csvFilename, tableCsv } from '@/lib/reports/csv';
import { parseReportRange } from '@/lib/reports/params';
import { REPORT_SECTIONS, reportTable, type ReportSection } from '@/lib/reports/tables';

function isSection(value: string): value is ReportSection {
  return (REPORT_SECTIONS as readonly string[]).includes(value);
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * One report section as a CSV file, for the range in the query string (parsed as the page parses it). Checks
 * the caller itself: a route handler gets no page guard, and the proxy only checks for an admin profile.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  if (!isSection(section)) return plain(404, 'No such report.');
  const admin = await getAdminContext();
  if (!admin) return plain(401, 'Please sign in to the back-office.');
  if (!can(admin.role, 'manageLeads')) return plain(403, "You don't have permission to access this page.");

  const { range } = parseReportRange(Object.fromEntries(request.nextUrl.searchParams));
  try {
    const report = await getLeadReport(admin.client, range);
    return new Response(tableCsv(reportTable(report, section)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFilename(section, range)}"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    const failure = toDataError(error);
    return plain(failure.code === 'CONNECTION_ERROR' || failure.code === 'NOT_CONFIGURED' ? 503 : 500, failure.message);
  }
}
