import 'server-only';
import { cookies } from 'next/headers';
import { siteUrl } from '@/lib/env';

/**
 * The session an opened my-data link gives, kept where page scripts cannot read it (httpOnly), sent only to the
 * my-data pages (path), never on a request another site starts (SameSite=Strict: the e-mailed link itself needs
 * no cookie), and gone when the database's session ends.
 */
const NAME = 'md_my_data';
const PATH = '/my-data';

export async function readMyDataSession(): Promise<string | null> {
  return (await cookies()).get(NAME)?.value || null;
}

export async function keepMyDataSession(session: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(NAME, session, {
    httpOnly: true,
    sameSite: 'strict',
    secure: siteUrl().protocol === 'https:',
    path: PATH,
    expires: expiresAt,
  });
}

export async function forgetMyDataSession(): Promise<void> {
  (await cookies()).set(NAME, '', { httpOnly: true, sameSite: 'strict', path: PATH, maxAge: 0 });
}
