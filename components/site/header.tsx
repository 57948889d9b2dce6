import { HtmlFragment } from '@/components/ui/html-fragment';
import { HeaderAuth } from './header-auth';
import { logoHtml } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/** The home link, the same on every page: a fragment, so neither the server nor the browser renders it per page. */
const LOGO = logoHtml();

/** The shared site header: logo, main sections, and the account corner (HeaderAuth) on desktop and in the menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <HtmlFragment className="flex" html={LOGO} />
          <nav aria-label="Main" className="hidden lg:block">
            <NavLinks />
          </nav>
          <div className="hidden lg:block">
            <HeaderAuth />
          </div>
          <MobileMenu account={<HeaderAuth layout="stacked" />} />
        </div>
      </div>
    </header>
  );
}
