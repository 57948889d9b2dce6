/** Navigation as data, so the header, the mobile menu, the footer and the smoke tests share one list. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavSection {
  title: string;
  links: NavLink[];
}

export const mainNav: NavLink[] = [
  { label: 'Colleges', href: '/colleges' },
  { label: 'Exams', href: '/exams' },
  { label: 'Mock Tests', href: '/mock-tests' },
  { label: 'Community', href: '/community' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const authNav = {
  signIn: { label: 'Sign In', href: '/signin' },
  // Sign-up lives on the sign-in screen (an auth dialog with modes, spec §2); the mode opens it on sign-up.
  getStarted: { label: 'Get Started', href: '/signin?mode=signup' },
} satisfies Record<string, NavLink>;

export const footerNav: NavSection[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Colleges', href: '/colleges' },
      { label: 'Compare colleges', href: '/compare' },
      { label: 'College predictor', href: '/predictor' },
      { label: 'Exams', href: '/exams' },
      { label: 'Mock Tests', href: '/mock-tests' },
      { label: 'Community', href: '/community' },
    ],
  },
  {
    title: 'Entrance exams',
    links: [
      { label: 'CAT', href: '/exams/cat' },
      { label: 'XAT', href: '/exams/xat' },
      { label: 'NMAT', href: '/exams/nmat' },
      { label: 'Exam calendar', href: '/exams/calendar' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Study resources', href: '/resources' },
      { label: 'Previous papers', href: '/previous-papers' },
      { label: 'Scholarships', href: '/scholarships' },
      { label: 'Videos', href: '/videos' },
      { label: 'Blog', href: '/blog' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Terms of service', href: '/terms' },
      { label: 'Cookie policy', href: '/cookies' },
    ],
  },
];

/** Every footer target of spec §2; the smoke test checks the footer links to each. */
export const footerTargets: string[] = [...new Set(footerNav.flatMap((s) => s.links.map((l) => l.href)))];

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
