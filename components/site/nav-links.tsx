'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActivePath, mainNav } from '@/config/navigation';

const LAYOUTS = {
  // The desktop header's row.
  bar: {
    list: 'flex items-center gap-1',
    link: 'nav-link',
    other: 'text-gray-700 hover:bg-gray-50 hover:text-brand-800',
  },
  // The mobile menu's panel: full-width rows, larger type and targets.
  stacked: {
    list: 'flex flex-col',
    link: 'flex min-h-12 items-center rounded-md px-3 text-base font-medium',
    other: 'text-gray-800 hover:bg-gray-50',
  },
} as const;

/** The main sections; a client component only to mark the current one with aria-current. */
export function NavLinks({ layout = 'bar' }: { layout?: keyof typeof LAYOUTS }) {
  const pathname = usePathname();
  const style = LAYOUTS[layout];
  return (
    <ul className={style.list}>
      {mainNav.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={`${style.link} ${active ? 'bg-brand-50 text-brand-900' : style.other}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
