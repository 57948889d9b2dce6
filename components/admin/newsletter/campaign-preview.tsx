'use client';

import { useDeferredValue, useMemo } from 'react';
import { campaignBodyHtml } from '@/lib/newsletter/campaign-preview';

/*
 * Mail clients show the body with their own plain defaults (the e-mail carries no stylesheet), so the preview
 * gives the bare elements that look here, where the site's reset would otherwise flatten headings and lists.
 */
const BODY =
  'min-w-0 text-base leading-relaxed text-gray-900 [overflow-wrap:anywhere] [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_code]:font-mono [&_code]:text-sm [&_h1]:my-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:my-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:my-3 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:my-3 [&_h4]:font-bold [&_hr]:my-6 [&_hr]:border-gray-200 [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:bg-gray-100 [&_pre]:p-3 [&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-gray-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-gray-200 [&_th]:px-2 [&_th]:py-1 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6';

interface CampaignPreviewProps {
  subject: string;
  body: string;
  /** Why the reader gets it, as the e-mail's footer says (lib/email/kinds.ts). */
  reason: string | null;
}

/**
 * The campaign as a subscriber's inbox shows it: the site's e-mail frame around the body, rendered by the same
 * sanitising markdown renderer the e-mail uses. It follows a deferred copy of the text, so typing stays quick.
 */
export function CampaignPreview({ subject, body, reason }: CampaignPreviewProps) {
  const shownBody = useDeferredValue(body);
  const html = useMemo(() => (shownBody.trim() ? campaignBodyHtml(shownBody) : ''), [shownBody]);

  return (
    <section aria-labelledby="campaign-preview-heading" className="flex min-w-0 flex-col">
      <h2 id="campaign-preview-heading" className="text-sm font-semibold text-gray-900">
        Preview
      </h2>
      <p className="mt-1 text-xs text-gray-600">As subscribers will see it in their inbox.</p>
      <div data-testid="campaign-preview" className="mt-2 min-w-0 rounded-lg bg-gray-100 p-2 sm:p-4">
        <div className="mx-auto max-w-[600px] overflow-hidden rounded-lg bg-white shadow-sm">
          <p className="bg-brand-900 px-4 py-3 text-lg font-bold text-white sm:px-6">MBA Disha</p>
          <p className="border-b border-gray-200 px-4 py-2 text-sm [overflow-wrap:anywhere] text-gray-700 sm:px-6">
            <span className="text-gray-600">Subject: </span>
            <strong className="text-gray-900">{subject.trim() || 'No subject yet'}</strong>
          </p>
          {html ? (
            <div className={`px-4 py-2 sm:px-6 ${BODY}`} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="px-4 py-6 text-sm text-gray-600 sm:px-6">Nothing to preview yet.</p>
          )}
          <div className="space-y-1 border-t border-gray-200 px-4 py-3 text-xs text-gray-600 sm:px-6">
            {reason ? <p>{reason}</p> : null}
            <p>
              <span className="text-brand-800 underline">Unsubscribe</span> from these e-mails.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
