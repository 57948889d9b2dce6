import { signInPathFor } from '@/lib/auth/guards';
import { exportMyData } from '@/lib/data/my-data';
import { myDataDownload } from '@/lib/my-data/download';
import { visitorClient } from '@/lib/my-data/visitor-client';
import { getServerSession } from '@/lib/supabase/session';

/** The signed-in account's own data as a JSON file (proxy.ts guards /profile; this checks again). */
export async function GET(request: Request): Promise<Response> {
  const session = await getServerSession();
  if (!session?.claims) return Response.redirect(new URL(signInPathFor('user', '/profile/data'), request.url), 303);
  try {
    return myDataDownload(await exportMyData(await visitorClient(), null));
  } catch (error) {
    console.error('my-data download failed:', error);
    return Response.redirect(new URL('/profile/data', request.url), 303);
  }
}
