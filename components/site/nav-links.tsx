'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActivePath, mainNav } from '@/config/navigation';

/** The desktop links; a client component only to mark the current section with aria-current. */
export function NavLinks() {
  const pathname = usePathname();
  return (
    <ul className="flex items-center gap-1">
      {mainNav.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={`nav-link ${
                active ? 'bg-brand-50 text-brand-900' : 'text-gray-700 hover:bg-gray-50 hover:text-brand-800'
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
