'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { ImageIcon } from '@/components/icons/image-icon';
import { X } from '@/components/icons/x';
import { MediaBrowser } from './media-browser';

interface MediaPickerProps {
  /** The hidden input's name: the form posts the chosen image's public URL under it ('' when none). */
  name: string;
  label: string;
  defaultValue?: string | null;
  hint?: string;
  error?: string;
}

/**
 * An image field for content forms: shows the chosen image, lets the editor choose another from the media
 * library (a dialog of thumbnails with search) or remove it. What the form receives is the public URL.
 */
export function MediaPicker({ name, label, defaultValue, hint, error }: MediaPickerProps) {
  const [value, setValue] = useState(defaultValue ?? '');
  const [open, setOpen] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      data-testid={`media-picker-${name}`}
    >
      <p id={labelId} className="block text-sm font-medium text-gray-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <div className="mt-1 flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-white p-3">
        {value ? (
          // Images come from the project's own storage bucket; a plain img keeps the picker free of next/image's
          // remote-pattern configuration.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={value} alt={`${label}: chosen image`} className="h-20 w-28 rounded-md border border-gray-200 object-cover" />
        ) : (
          <span className="inline-flex h-20 w-28 items-center justify-center rounded-md border border-dashed border-gray-300 text-gray-500">
            <ImageIcon className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">No image chosen</span>
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger asChild>
              <button type="button" className="btn-secondary">
                Choose from media library
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/60" />
              <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-5 shadow-xl focus:outline-none">
                <div className="flex items-start justify-between gap-3">
                  <Dialog.Title className="text-lg font-bold text-brand-900">Choose an image: {label}</Dialog.Title>
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      className="-mt-1 -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100"
                    >
                      <X className="h-5 w-5" aria-hidden="true" />
                      <span className="sr-only">Close</span>
                    </button>
                  </Dialog.Close>
                </div>
                <Dialog.Description className="mt-1 text-sm text-gray-700">
                  Pick an image from the media library. Upload new images on the Media page.
                </Dialog.Description>
                {open ? (
                  <MediaBrowser
                    selectedUrl={value}
                    onChoose={(url) => {
                      setValue(url);
                      setOpen(false);
                    }}
                  />
                ) : null}
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          {value ? (
            <button type="button" className="btn-ghost" onClick={() => setValue('')}>
              Remove
            </button>
          ) : null}
        </div>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
