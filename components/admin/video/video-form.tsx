'use client';

import { useState } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { useContentForm } from '@/components/admin/content/use-content-form';
import type { AdminVideo } from '@/lib/data/video-admin';
import { detectVideoType, VIDEO_TYPES, type VideoType } from '@/lib/video/admin-preview';
import { VIDEO_TYPE_LABELS } from '@/lib/video/admin-schema';
import { VIDEO_DIFFICULTIES } from '@/lib/video/filters';
import type { VideoFormState } from '@/lib/video/video-admin.actions';
import { VideoUrlPreview } from './video-url-preview';

interface VideoFormProps {
  action: (state: VideoFormState, formData: FormData) => Promise<VideoFormState>;
  video?: AdminVideo;
  notice?: string;
}

const TYPE_OPTIONS = VIDEO_TYPES.map((value) => ({ value, label: VIDEO_TYPE_LABELS[value] }));
const DIFFICULTY_OPTIONS = VIDEO_DIFFICULTIES.map((value) => ({ value, label: value }));

/** The video form, with a live preview of the link as it is typed; what was typed stays after a refusal. */
export function VideoForm({ action, video, notice }: VideoFormProps) {
  const { state, formAction, pending, errors, text, ticked } = useContentForm(action);

  const [url, setUrl] = useState(video?.video_url ?? '');
  const [title, setTitle] = useState(video?.title ?? '');
  const [thumbnail, setThumbnail] = useState(video?.thumbnail_url ?? '');
  const [type, setType] = useState<VideoType>((video?.video_type as VideoType | undefined) ?? 'youtube');
  // Until the editor picks a type, it follows the link (a YouTube link is a YouTube video).
  const [typeChosen, setTypeChosen] = useState(Boolean(video));
  const [free, setFree] = useState(video?.is_free ?? true);

  return (
    <form action={formAction} className="space-y-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6" noValidate>
      <FormMessage state={state} notice={notice} />
      {video ? <input type="hidden" name="id" value={video.id} /> : null}
      <TextField
        name="title"
        label="Title"
        required
        maxLength={200}
        defaultValue={text('title', video?.title ?? '')}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title}
      />
      <TextAreaField
        name="description"
        label="Description"
        defaultValue={text('description', video?.description ?? '')}
        error={errors.description}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="space-y-5">
          <TextField
            name="video_url"
            label="Video link"
            required
            type="url"
            inputMode="url"
            defaultValue={text('video_url', video?.video_url ?? '')}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setUrl(value);
              if (!typeChosen) setType(detectVideoType(value));
            }}
            error={errors.video_url}
            hint="YouTube watch and youtu.be links are saved as embed links."
          />
          <SelectField
            name="video_type"
            label="Video type"
            options={TYPE_OPTIONS}
            value={type}
            onChange={(e) => {
              setType(e.currentTarget.value as VideoType);
              setTypeChosen(true);
            }}
            error={errors.video_type}
          />
          <TextField
            name="thumbnail_url"
            label="Thumbnail link"
            type="url"
            inputMode="url"
            defaultValue={text('thumbnail_url', video?.thumbnail_url ?? '')}
            onChange={(e) => setThumbnail(e.currentTarget.value)}
            error={errors.thumbnail_url}
            hint="Optional. An image from the media library works well."
          />
        </div>
        <VideoUrlPreview url={url} title={title} thumbnailUrl={thumbnail} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          name="duration"
          label="Duration"
          placeholder="12:45"
          defaultValue={text('duration', video?.duration ?? '')}
          error={errors.duration}
        />
        <SelectField
          name="difficulty"
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          defaultValue={text('difficulty', video?.difficulty ?? 'Beginner')}
          error={errors.difficulty}
        />
        <TextField
          name="category"
          label="Category"
          defaultValue={text('category', video?.category ?? '')}
          error={errors.category}
        />
        <TextField
          name="instructor"
          label="Instructor"
          defaultValue={text('instructor', video?.instructor ?? '')}
          error={errors.instructor}
        />
        <TextField
          name="tags"
          label="Tags"
          defaultValue={text('tags', video?.tags.join(', ') ?? '')}
          error={errors.tags}
          hint="Comma-separated. An exam's name (CAT) lists the video on that exam's page."
        />
        <TextField
          name="order_index"
          label="Position"
          inputMode="numeric"
          defaultValue={text('order_index', video ? String(video.order_index) : '')}
          error={errors.order_index}
          hint="Lower numbers come first. Empty puts it last."
        />
      </div>
      <TextAreaField
        name="instructor_bio"
        label="Instructor bio"
        rows={3}
        defaultValue={text('instructor_bio', video?.instructor_bio ?? '')}
        error={errors.instructor_bio}
      />
      <div className="flex flex-wrap items-start gap-x-8 gap-y-2">
        <CheckboxField
          name="is_active"
          label="Active (shown on the site)"
          defaultChecked={ticked('is_active', video?.is_active ?? true)}
        />
        <CheckboxField
          name="is_featured"
          label="Featured on the home page"
          defaultChecked={ticked('is_featured', video?.is_featured ?? false)}
        />
        <CheckboxField
          name="is_free"
          label="Free"
          defaultChecked={ticked('is_free', video?.is_free ?? true)}
          onChange={(e) => setFree(e.currentTarget.checked)}
        />
      </div>
      {free ? null : (
        <TextField
          name="price"
          label="Price (₹)"
          inputMode="decimal"
          className="max-w-xs"
          defaultValue={text('price', video && !video.is_free ? String(video.price) : '')}
          error={errors.price}
        />
      )}
      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : video ? 'Save video' : 'Create video'}
      </button>
    </form>
  );
}
