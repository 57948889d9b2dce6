'use client';

import { useRef, useState } from 'react';
import { UploadProgress, type UploadPhase } from '@/components/admin/media/upload-progress';
import { Camera } from '@/components/icons/camera';
import { Trash2 } from '@/components/icons/trash-2';
import { refreshAccount } from '@/lib/auth/account-store';
import {
  AVATAR_BUCKET,
  AVATAR_RULES,
  avatarObjectPath,
  formatBytes,
  randomToken,
  typeList,
  uploadProblem,
} from '@/lib/media/rules';
import { discardUpload, newToken, uploadAsSignedIn } from '@/lib/media/session-upload';
import { UploadError } from '@/lib/media/upload';
import { removeAvatar, saveAvatar } from '@/lib/profile/profile.actions';

const HINT = `${typeList(AVATAR_RULES)}, up to ${formatBytes(AVATAR_RULES.maxBytes)}.`;

interface AvatarUploadProps {
  userId: string;
  name: string;
  avatarUrl: string;
}

/**
 * The member's photo: choosing a file checks it, uploads it to their own folder of the avatars bucket with
 * progress, and makes it their profile photo; "Remove photo" goes back to the initial. The header follows.
 */
export function AvatarUpload({ userId, name, avatarUrl }: AvatarUploadProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(avatarUrl);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [removing, setRemoving] = useState(false);
  const busy = phase.kind === 'uploading' || phase.kind === 'saving' || removing;

  async function upload(file: File | null) {
    const refused = uploadProblem(file, AVATAR_RULES);
    if (refused || !file) {
      setPhase({ kind: 'failed', message: refused ?? 'Choose a photo.' });
      return;
    }
    const path = avatarObjectPath(userId, file.type, randomToken(newToken()));
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      await uploadAsSignedIn(AVATAR_BUCKET, path, file, AVATAR_RULES, (percent) => setPhase({ kind: 'uploading', percent }));
      setPhase({ kind: 'saving' });
      const result = await saveAvatar({ path });
      if (!result.ok) {
        await discardUpload(AVATAR_BUCKET, path);
        setPhase({ kind: 'failed', message: result.message });
        return;
      }
      setUrl(result.data.url ?? '');
      setPhase({ kind: 'done', message: result.data.message });
      void refreshAccount().catch(() => undefined);
    } catch (cause) {
      setPhase({
        kind: 'failed',
        message: cause instanceof UploadError ? cause.message : 'The upload failed. Please try again.',
      });
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  async function remove() {
    setPhase({ kind: 'idle' });
    setRemoving(true);
    const result = await removeAvatar().finally(() => setRemoving(false));
    if (!result.ok) {
      setPhase({ kind: 'failed', message: result.message });
      return;
    }
    setUrl('');
    setPhase({ kind: 'done', message: result.data.message });
    void refreshAccount().catch(() => undefined);
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the project's own storage bucket
        <img src={url} alt={`Photo of ${name}`} className="h-24 w-24 shrink-0 rounded-full border border-gray-200 object-cover" />
      ) : (
        <span
          className="inline-flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-brand-800 text-3xl font-bold text-white"
          aria-hidden="true"
        >
          {(name || 'U').charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap gap-2">
          <label
            className={`btn-secondary cursor-pointer focus-within:ring-2 focus-within:ring-saffron-500 ${busy ? 'opacity-60' : ''}`}
          >
            <Camera className="h-4 w-4" aria-hidden="true" />
            {url ? 'Change photo' : 'Upload photo'}
            <input
              ref={fileRef}
              type="file"
              accept={AVATAR_RULES.types.join(',')}
              disabled={busy}
              aria-describedby="avatar-hint"
              className="sr-only"
              onChange={(event) => void upload(event.target.files?.[0] ?? null)}
            />
          </label>
          {url ? (
            <button type="button" className="btn-ghost" disabled={busy} onClick={() => void remove()}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {removing ? 'Removing…' : 'Remove photo'}
            </button>
          ) : null}
        </div>
        <p id="avatar-hint" className="text-sm text-gray-600">
          {HINT} Shown in the header and beside anything you write.
        </p>
        <UploadProgress phase={phase} label="Photo upload progress" />
      </div>
    </div>
  );
}
