import Link from 'next/link';
import { ChevronRight } from '@/components/icons/chevron-right';
import { breadcrumbList, JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site';

export interface Crumb {
  name: string;
  /** Site path; the last crumb is the current page. */
  path: string;
}

/** Visible breadcrumbs and their BreadcrumbList JSON-LD from one list, so the two can never disagree. */
export function BreadcrumbTrail({ items }: { items: Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbList(items.map((c) => ({ name: c.name, url: absoluteUrl(c.path) })))} />
      <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
          {items.map((crumb, i) => {
            const last = i === items.length - 1;
            return (
              <li key={crumb.path} className="flex min-w-0 items-center gap-1">
                {last ? (
                  <span aria-current="page" className="truncate font-medium text-gray-800">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className="inline-flex min-h-6 items-center link">
                      {crumb.name}
                    </Link>
                    <ChevronRight className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
