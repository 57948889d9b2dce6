import { ChevronRight } from 'lucide-react';
import Link from 'next/link';

export interface Crumb {
  name: string;
  href: string;
}

/** Visible breadcrumbs; the page adds the same trail as BreadcrumbList JSON-LD. The last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {i > 0 ? <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden="true" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-gray-800">
                  {item.name}
                </span>
              ) : (
                <Link href={item.href} className="link inline-flex min-h-11 items-center sm:min-h-0">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
