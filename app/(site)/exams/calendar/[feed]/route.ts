import { listCalendarEntries } from '@/lib/data/exam-calendar';
import { buildIcsFeed } from '@/lib/exam-calendar/ics';
import { currentCycle, parseFeedFile } from '@/lib/exam-calendar/view-params';
import { siteUrl } from '@/lib/seo/site';

/**
 * The iCalendar feeds: /exams/calendar/all.ics and one per exam (/exams/calendar/cat.ics …), announced dates of
 * the current cycle only. The entries are a cached public read (revalidated with the calendar's tag); anything
 * but a known feed is 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }): Promise<Response> {
  const file = (await params).feed;
  const feed = parseFeedFile(file);
  if (!feed) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  let entries;
  try {
    entries = await listCalendarEntries();
  } catch {
    return new Response('The calendar could not be loaded. Please try again.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
    });
  }
  const cycle = currentCycle(entries) ?? '';
  const body = buildIcsFeed(entries, { feed, cycle, siteUrl: new URL(siteUrl()) });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="mba-disha-${feed}.ics"`,
      'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
