import { exportMyData } from '@/lib/data/my-data';
import { isDataError } from '@/lib/errors/data-error';
import { myDataDownload } from '@/lib/my-data/download';
import { readMyDataSession } from '@/lib/my-data/session-cookie';
import { visitorClient } from '@/lib/my-data/visitor-client';

/**
 * The opened link's data as a JSON file. Without a live session, or when the database fails, back to the page,
 * which says which it is.
 */
export async function GET(request: Request): Promise<Response> {
  const back = Response.redirect(new URL('/my-data', request.url), 303);
  const session = await readMyDataSession();
  if (!session) return back;
  try {
    return myDataDownload(await exportMyData(await visitorClient(), session));
  } catch (error) {
    if (!isDataError(error) || error.code !== 'NOT_AUTHENTICATED') console.error('my-data download failed:', error);
    return back;
  }
}
