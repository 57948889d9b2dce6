import { HtmlFragment } from '@/components/ui/html-fragment';
import { isShownSource } from '@/lib/colleges/format';
import type { CollegeDetail } from '@/lib/data/colleges';
import { formatDate } from '@/lib/format/dates';
import { html } from '@/lib/html/fragment';
import { sourceLinksHtml } from './source-links';

/** Source labels are stored lower-case ("fees", "nirf"); acronyms stay upper-case. */
function labelText(label: string): string {
  if (/^nirf$/i.test(label)) return 'NIRF rank';
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Where the figures on the page come from, and when an editor last checked them. */
export function CollegeSources({ college }: { college: CollegeDetail }) {
  const sources = college.data_sources.filter((s) => isShownSource(s.label));
  return (
    <div className="space-y-3 text-sm text-gray-700">
      <p>
        {college.last_verified_at
          ? `Last verified by MBA Disha editors on ${formatDate(college.last_verified_at)}.`
          : 'Not yet verified by MBA Disha editors.'}{' '}
        Most figures come from news reports and aggregators rather than official documents; check the institute&apos;s website
        before you decide.
      </p>
      {sources.length ? (
        <HtmlFragment
          as="ul"
          className="space-y-2"
          html={html`${sources.map(
            (s) =>
              html`<li class="flex flex-wrap gap-x-2">
                <span class="font-medium text-gray-900">${labelText(s.label)}:</span>
                ${sourceLinksHtml(s.url)}
                ${s.accessed ? html`<span class="text-gray-600">(accessed ${formatDate(s.accessed)})</span>` : null}
              </li>`,
          )}`}
        />
      ) : (
        <p>No sources recorded.</p>
      )}
    </div>
  );
}
