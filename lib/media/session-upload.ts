import { getAuthClient } from '@/lib/auth/auth-client';
import { supabaseConfig } from '@/lib/supabase/config';
import type { UploadRules } from './rules';
import { STORAGE_MESSAGES, UploadError, uploadWithProgress } from './upload';

/** Browser only: uploads as the signed-in person, with progress (see upload.ts). */
export async function uploadAsSignedIn(
  bucket: string,
  path: string,
  file: Blob,
  rules: UploadRules,
  onProgress: (percent: number) => void,
): Promise<void> {
  const client = await getAuthClient();
  // getSession refreshes an expired access token first, so a long-open page still uploads.
  const { data } = await client.auth.getSession();
  if (!data.session) throw new UploadError(STORAGE_MESSAGES.signedOut);
  const env = supabaseConfig();
  await uploadWithProgress(
    {
      supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
      anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      accessToken: data.session.access_token,
      bucket,
      path,
    },
    file,
    rules,
    onProgress,
  );
}

/** Takes back an upload whose record could not be saved, so no file is left that nothing lists. */
export async function discardUpload(bucket: string, path: string): Promise<void> {
  try {
    const client = await getAuthClient();
    await client.storage.from(bucket).remove([path]);
  } catch {
    // Best effort: the failure the person sees is the one that stopped the upload.
  }
}

/** A random token for object names, from the browser's crypto. */
export function newToken(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(12));
}
