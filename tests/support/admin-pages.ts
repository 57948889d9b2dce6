import { filesNamedUnder, readSource } from './source-files';

const PANEL = 'app/admin/(panel)';

/** Every page of the back office's frame, as root-relative paths. */
export const ADMIN_PAGES = filesNamedUnder(PANEL, /^page\.tsx$/);

/** The route a page file serves: app/admin/(panel)/faqs/[id]/page.tsx serves /admin/faqs/[id]. */
export function routeOf(file: string): string {
  return file.replace(PANEL, '/admin').replace(/\/page\.tsx$/, '');
}

export interface PageGuard {
  /** The section key the page names, as written. */
  key: string;
  /** The `segments` list as written, one source expression each; empty for a section's own page. */
  segments: string[];
}

/** Every SectionGuard and SectionPlaceholder a page's source renders, read from the text. */
export function guardsOf(file: string): PageGuard[] {
  const source = readSource(file);
  return [...source.matchAll(/<Section(?:Guard section|Placeholder sectionKey)="([^"]*)"(?:\s+segments=\{\[([^\]]*)\]\})?/g)].map(
    (m) => ({ key: m[1], segments: m[2] ? m[2].split(',').map((part) => part.trim()) : [] }),
  );
}
