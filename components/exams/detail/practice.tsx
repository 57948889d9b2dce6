import Link from 'next/link';
import type { ReactNode } from 'react';
import { iconHtml } from '@/components/icons/icon';
import { LoadError } from '@/components/site/load-error';
import { HtmlFragment } from '@/components/ui/html-fragment';
import type { ExamMockTest } from '@/lib/data/mock-tests/catalogue';
import type { Loaded } from '@/lib/data/settle';
import type { ExamVideo } from '@/lib/data/video';
import { html } from '@/lib/html/fragment';

/** The exam's own mock tests, with a way into the full catalogue. */
export function ExamMockTests({ examName, mocks }: { examName: string; mocks: Loaded<ExamMockTest[]> }) {
  return (
    <SideBox title="Mock tests">
      {!mocks.ok ? (
        <div className="mt-3">
          <LoadError message={mocks.error.message} />
        </div>
      ) : mocks.value.length > 0 ? (
        <HtmlFragment
          as="ul"
          className="mt-3 space-y-3 text-sm"
          html={html`${mocks.value.map(
            (mock) =>
              html`<li>
                <a href="/mock-tests/${mock.slug}" class="inline-flex min-h-6 items-center link">${mock.title}</a>
                <p class="text-gray-600">
                  ${mock.totalQuestions} questions · ${mock.durationMinutes} min · ${mock.isFree ? 'Free' : 'Paid'}
                </p>
              </li>`,
          )}`}
        />
      ) : (
        <p className="mt-2 text-sm text-gray-700">
          No {examName} mock is published yet; the general mocks follow the same skills.
        </p>
      )}
      <Link href="/mock-tests" className="mt-4 btn-primary w-full">
        Practise with mock tests
      </Link>
    </SideBox>
  );
}

/** Videos tagged with the exam, with a way into the library. */
export function ExamVideos({ examName, videos }: { examName: string; videos: Loaded<ExamVideo[]> }) {
  return (
    <SideBox title="Videos">
      {!videos.ok ? (
        <div className="mt-3">
          <LoadError message={videos.error.message} />
        </div>
      ) : videos.value.length > 0 ? (
        <HtmlFragment
          as="ul"
          className="mt-3 space-y-3 text-sm"
          html={html`${videos.value.map(
            (video) =>
              html`<li class="flex gap-2">
                ${iconHtml('play-circle', 'mt-0.5 h-4 w-4 shrink-0 text-brand-600')}
                <span>
                  <span class="block font-medium text-gray-900">${video.title}</span>
                  <span class="text-gray-600"
                    >${[video.instructor, video.duration, video.difficulty].filter(Boolean).join(' · ')}</span
                  >
                </span>
              </li>`,
          )}`}
        />
      ) : (
        <p className="mt-2 text-sm text-gray-700">No {examName} videos yet.</p>
      )}
      <Link href="/videos" className="mt-4 btn-secondary w-full">
        Open the video library
      </Link>
    </SideBox>
  );
}

function SideBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 p-5">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </div>
  );
}
