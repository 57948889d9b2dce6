import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { findMediaUsage, getMedia } from '@/lib/data/media';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';
import { deleteMedia } from '@/lib/media/media.actions';
import { usageHref, usageLabel, usageWarning } from '@/lib/media/usage';
import { CopyUrlButton } from './copy-url-button';
import { MediaDetailsForm } from './media-details-form';
import { mediaFacts } from './media-grid';

const DELETE_UNCHECKED = 'Where this file is used could not be checked: pages may still show it.';

/** One file: preview, facts and URL, its alt text and caption, where it is used, delete, and its history. */
export async function MediaDetailScreen({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  // Under RouteGuard, no admin context means the database could not be reached to check the session.
  const admin = await getAdminContext();
  if (!admin) return <LoadError message="This file could not be loaded." />;
  const loaded = await settle(getMedia(admin.client, id));
  if (!loaded.ok) return <LoadError message={loaded.error.message} />;
  const item = loaded.value;
  if (!item) notFound();
  const usage = await settle(findMediaUsage(admin.client, item.url));
  const warning = usage.ok ? usageWarning(usage.value) : DELETE_UNCHECKED;

  return (
    <ContentPage
      title={item.fileName}
      description={mediaFacts(item)}
      actions={
        <>
          <Link href="/admin/media" className="btn-ghost">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to media
          </Link>
          <DeleteItemButton action={deleteMedia} id={item.id} name={item.fileName} warning={warning} />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the project's own storage bucket */}
          <img
            src={item.url}
            alt={item.altText}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            className="max-h-[28rem] w-full rounded-xl border border-gray-200 bg-gray-100 object-contain"
          />
          <div>
            <label htmlFor="media-url" className="block text-sm font-semibold text-gray-800">
              Public URL
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                id="media-url"
                readOnly
                value={item.url}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 font-mono text-xs text-gray-900"
              />
              <CopyUrlButton url={item.url} fileName={item.fileName} />
            </div>
          </div>
          <p className="text-sm text-gray-700">Uploaded {formatDateTime(new Date(item.createdAt))}</p>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="details-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
            <h2 id="details-heading" className="text-lg font-bold text-brand-900">
              Details
            </h2>
            <div className="mt-3">
              <MediaDetailsForm id={item.id} altText={item.altText} caption={item.caption} />
            </div>
          </section>
          <section aria-labelledby="usage-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
            <h2 id="usage-heading" className="text-lg font-bold text-brand-900">
              Where it is used
            </h2>
            {!usage.ok ? (
              <div className="mt-3">
                <LoadError message={usage.error.message} />
              </div>
            ) : usage.value.length === 0 ? (
              <p className="mt-3 text-sm text-gray-700">No page uses this file.</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm" aria-label="Pages using this file">
                {usage.value.map((use) => (
                  <li key={`${use.kind}-${use.id}-${use.field}`}>
                    <Link href={usageHref(use)} className="link">
                      {usageLabel(use)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <ContentHistory subject="media" subjectId={item.id} />
    </ContentPage>
  );
}
