import { describe, expect, it } from 'vitest';
import { sectionForPath } from '@/lib/admin/sections';
import { ADMIN_PAGES, guardsOf, routeOf } from '../support/admin-pages';
import { readSource } from '../support/source-files';

// ARCHITECTURE: a back-office page guards through SectionGuard (or SectionPlaceholder, which renders it) and
// never names roles of its own. A section's roles are its row in lib/admin/sections.ts, written once, so the
// sidebar cannot list a section for a role its pages refuse, nor a page admit a role its section does not.

/** The page's folders inside its section: /admin/mock-tests/[id]/preview is [id], preview in /admin/mock-tests. */
function foldersWithin(route: string, sectionHref: string): string[] {
  return route.slice(sectionHref.length).split('/').filter(Boolean);
}

/** A segment as written in the guard matches the folder: 'new' for new/, an expression naming id for [id]/. */
function matchesFolder(written: string, folder: string): boolean {
  const dynamic = /^\[(\w+)\]$/.exec(folder);
  if (!dynamic) return written === `'${folder}'`;
  return written === dynamic[1] || written.endsWith(`.${dynamic[1]}`);
}

describe('every back-office page guards through its section', () => {
  it('finds the pages', () => {
    expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(50);
  });

  it('no page names roles, a capability or a sign-in return path of its own', () => {
    const offending = ADMIN_PAGES.filter((file) =>
      /allowedRoles|CAPABILITIES\.|returnTo|RouteGuard|@\/components\/auth\/route-guard/.test(readSource(file)),
    );
    expect(offending).toEqual([]);
  });

  it('each page renders exactly one SectionGuard or SectionPlaceholder', () => {
    const counts = ADMIN_PAGES.map((file) => [file, guardsOf(file).length]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('each page is guarded as the section its path belongs to, the one the sidebar marks as current', () => {
    const mismatched = ADMIN_PAGES.flatMap((file) => {
      const [guard] = guardsOf(file);
      const section = sectionForPath(routeOf(file));
      return section?.key === guard.key ? [] : [`${file} guards as '${guard.key}', its path is in '${section?.key}'`];
    });
    expect(mismatched).toEqual([]);
  });

  it("each sub-page sends sign-in back to its own path: the guard's segments are the page's folders", () => {
    const mismatched = ADMIN_PAGES.flatMap((file) => {
      const [guard] = guardsOf(file);
      const route = routeOf(file);
      const folders = foldersWithin(route, sectionForPath(route)?.href ?? route);
      const same =
        folders.length === guard.segments.length && folders.every((folder, i) => matchesFolder(guard.segments[i], folder));
      return same ? [] : [`${file}: segments [${guard.segments.join(', ')}] for ${folders.join('/') || 'the section'}`];
    });
    expect(mismatched).toEqual([]);
  });
});
