'use client';

import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/admin/content/fields';
import { FormMessage } from '@/components/admin/content/form-message';
import { useContentForm } from '@/components/admin/content/use-content-form';
import { MediaPicker } from '@/components/admin/media/media-picker';
import type { AdminTestimonial } from '@/lib/data/testimonial-admin';
import type { TestimonialFormState } from '@/lib/testimonials/testimonials-admin.actions';

interface TestimonialFormProps {
  action: (state: TestimonialFormState, formData: FormData) => Promise<TestimonialFormState>;
  testimonial?: AdminTestimonial;
  notice?: string;
}

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} out of 5` }));

/** Spec §3's testimonial: the story, who told it, their photo from the media library and an optional video. */
export function TestimonialForm({ action, testimonial: t, notice }: TestimonialFormProps) {
  const { state, formAction, pending, errors, text, ticked } = useContentForm(action);

  return (
    <form action={formAction} className="space-y-5 rounded-xl border border-gray-200 bg-white p-4 sm:p-6" noValidate>
      <FormMessage state={state} notice={notice} />
      {t ? <input type="hidden" name="id" value={t.id} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          required
          maxLength={120}
          defaultValue={text('name', t?.name ?? '')}
          error={errors.name}
        />
        <TextField
          name="college"
          label="College"
          required
          maxLength={160}
          defaultValue={text('college', t?.college ?? '')}
          error={errors.college}
        />
        <TextField
          name="exam_score"
          label="Exam score"
          placeholder="CAT 99.2 percentile"
          defaultValue={text('exam_score', t?.exam_score ?? '')}
          error={errors.exam_score}
        />
        <TextField
          name="year"
          label="Year"
          inputMode="numeric"
          defaultValue={text('year', t?.year ? String(t.year) : '')}
          error={errors.year}
        />
        <TextField name="position" label="Position" defaultValue={text('position', t?.position ?? '')} error={errors.position} />
        <TextField name="company" label="Company" defaultValue={text('company', t?.company ?? '')} error={errors.company} />
      </div>
      <TextAreaField
        name="content"
        label="Story"
        required
        rows={5}
        maxLength={2000}
        defaultValue={text('content', t?.content ?? '')}
        error={errors.content}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <MediaPicker
          name="image_url"
          label="Photo"
          defaultValue={text('image_url', t?.image_url ?? '')}
          hint="Shown round, beside the name, on the home page. Without one the initials show."
          error={errors.image_url}
        />
        <div className="space-y-5">
          <TextField
            name="video_url"
            label="Video link"
            type="url"
            inputMode="url"
            defaultValue={text('video_url', t?.video_url ?? '')}
            error={errors.video_url}
            hint="Optional. Visitors get a “Watch video” button opening the video player."
          />
          <SelectField
            name="rating"
            label="Rating"
            options={RATINGS}
            defaultValue={text('rating', String(t?.rating ?? 5))}
            error={errors.rating}
          />
          <TextField
            name="order_index"
            label="Position in the carousel"
            inputMode="numeric"
            defaultValue={text('order_index', t ? String(t.order_index) : '')}
            error={errors.order_index}
            hint="Lower numbers come first; the home page shows the first six active stories. Empty puts it last."
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-x-8">
        <CheckboxField
          name="is_active"
          label="Active (shown on the site)"
          defaultChecked={ticked('is_active', t?.is_active ?? true)}
        />
        <CheckboxField name="is_featured" label="Featured" defaultChecked={ticked('is_featured', t?.is_featured ?? false)} />
      </div>
      <button type="submit" className="btn-brand" disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : t ? 'Save testimonial' : 'Create testimonial'}
      </button>
    </form>
  );
}
