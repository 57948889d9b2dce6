'use client';

import { useRef, useState } from 'react';
import { Upload } from '@/components/icons/upload';
import { recordUpload } from '@/lib/media/media.actions';
import { formatBytes, MEDIA_BUCKET, MEDIA_RULES, mediaObjectPath, randomToken, typeList, uploadProblem } from '@/lib/media/rules';
import { discardUpload, newToken, uploadAsSignedIn } from '@/lib/media/session-upload';
import { imageSize, UploadError } from '@/lib/media/upload';
import { UploadProgress, type UploadPhase } from './upload-progress';

const HINT = `${typeList(MEDIA_RULES)}, up to ${formatBytes(MEDIA_RULES.maxBytes)}.`;

/**
 * Uploads one image to the media library: checked here for type and size, sent to the media bucket with the
 * editor's own session (progress shown), then recorded with its size, dimensions and alt text.
 */
export function MediaUploader() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const busy = phase.kind === 'uploading' || phase.kind === 'saving';

  function choose(next: File | null) {
    setFile(next);
    setProblem(next ? uploadProblem(next, MEDIA_RULES) : null);
    setPhase({ kind: 'idle' });
  }

  async function upload() {
    const refused = uploadProblem(file, MEDIA_RULES);
    if (refused || !file) {
      setProblem(refused);
      fileRef.current?.focus();
      return;
    }
    const path = mediaObjectPath(file, new Date(), randomToken(newToken()));
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const [size] = await Promise.all([
        imageSize(file),
        uploadAsSignedIn(MEDIA_BUCKET, path, file, MEDIA_RULES, (percent) => setPhase({ kind: 'uploading', percent })),
      ]);
      setPhase({ kind: 'saving' });
      const result = await recordUpload({
        storage_path: path,
        file_name: file.name,
        mime_type: file.type.toLowerCase(),
        size_bytes: file.size,
        width: size?.width,
        height: size?.height,
        alt_text: alt,
      });
      if (!result.ok) {
        await discardUpload(MEDIA_BUCKET, path);
        const fieldMessage = Object.values(result.fieldErrors ?? {}).flat()[0];
        setPhase({ kind: 'failed', message: fieldMessage ?? result.message });
        return;
      }
      setPhase({ kind: 'done', message: result.data.message });
      setFile(null);
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (cause) {
      setPhase({
        kind: 'failed',
        message: cause instanceof UploadError ? cause.message : 'The upload failed. Please try again.',
      });
    }
  }

  return (
    <section aria-labelledby="media-upload-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="media-upload-heading" className="text-base font-semibold text-brand-900">
        Upload an image
      </h2>
      <form
        className="mt-3 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
        noValidate
      >
        <div>
          <label htmlFor="media-file" className="block text-sm font-medium text-gray-800">
            Image file
          </label>
          <input
            ref={fileRef}
            id="media-file"
            name="file"
            type="file"
            accept={MEDIA_RULES.types.join(',')}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'media-file-hint media-file-error' : 'media-file-hint'}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
          />
          <p id="media-file-hint" className="mt-1 text-sm text-gray-600">
            {HINT}
          </p>
          {problem ? (
            <p id="media-file-error" className="mt-1 text-sm text-danger-700">
              {problem}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="media-alt" className="block text-sm font-medium text-gray-800">
            Alt text
          </label>
          <input
            id="media-alt"
            name="alt_text"
            value={alt}
            maxLength={300}
            disabled={busy}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby="media-alt-hint"
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
          />
          <p id="media-alt-hint" className="mt-1 text-sm text-gray-600">
            What the image shows, for people who cannot see it.
          </p>
        </div>
        <button type="submit" className="btn-primary md:mt-6" disabled={busy}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </form>
      <div className="mt-3">
        <UploadProgress phase={phase} label="Upload progress" />
      </div>
    </section>
  );
}
