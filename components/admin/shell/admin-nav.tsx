'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  ADMIN_SECTION_GROUP_LABELS,
  sectionForPath,
  type AdminSection,
  type AdminSectionGroup,
  type AdminSectionKey,
} from '@/lib/admin/sections';
import { SECTION_ICONS } from './section-icons';

const GROUP_ORDER: AdminSectionGroup[] = ['work', 'content', 'system', 'later'];

/**
 * The list of sections the signed-in role may open, grouped, with the current one marked (aria-current) from
 * the path: the layout around it does not re-render on client navigation, so the client reads the path.
 */
export function AdminNav({ sections, label }: { sections: AdminSection[]; label: string }) {
  const current = sectionForPath(usePathname())?.key;
  return (
    <nav aria-label={label}>
      {GROUP_ORDER.map((group) => {
        const items = sections.filter((section) => section.group === group);
        if (items.length === 0) return null;
        const headingId = `${label.replace(/\s+/g, '-').toLowerCase()}-${group}`;
        return (
          <div key={group} className="mb-4 last:mb-0">
            <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {ADMIN_SECTION_GROUP_LABELS[group]}
            </p>
            <ul aria-labelledby={headingId}>
              {items.map((section) => {
                const Icon = SECTION_ICONS[section.key as AdminSectionKey];
                const active = section.key === current;
                return (
                  <li key={section.key}>
                    <Link
                      href={section.href}
                      // Every section is a dynamic, per-user page: prefetching all of them on each view would cost
                      // the server an auth check and a profile read per link for pages rarely opened next.
                      prefetch={false}
                      aria-current={active ? 'page' : undefined}
                      className={`flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium ${
                        active ? 'bg-brand-50 text-brand-900' : 'text-gray-700 hover:bg-gray-50 hover:text-gray-900'
                      }`}
                    >
                      <Icon className={`h-4 w-4 shrink-0 ${active ? 'text-brand-700' : 'text-gray-500'}`} aria-hidden="true" />
                      <span className="flex-1">{section.label}</span>
                      {section.status === 'coming_soon' ? (
                        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600">
                          <span aria-hidden="true">Soon</span>
                          <span className="sr-only"> (coming soon)</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
