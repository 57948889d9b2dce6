import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FavoriteToggle } from '@/components/auth/favorite-toggle';
import { compareSlotHtml, favoriteSlotHtml } from '@/components/colleges/card-controls';
import { CollegeAvatar, collegeAvatarHtml } from '@/components/colleges/college-avatar';
import { CollegeCard } from '@/components/colleges/college-card';
import { CollegeFilters } from '@/components/colleges/college-filters';
import { ProgramsTable } from '@/components/colleges/detail/programs-table';
import { sourceLinksHtml } from '@/components/colleges/detail/source-links';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { iconHtml } from '@/components/icons/icon';
import { MapPin } from '@/components/icons/map-pin';
import { Logo, logoHtml } from '@/components/site/logo';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { parseCollegeSearch } from '@/lib/colleges/search-params';
import type { CollegeCard as CollegeCardData } from '@/lib/data/colleges';
import { escapeHtml, html } from '@/lib/html/fragment';
import { collegeProgram } from '../support/college-fixtures';
import { hostileSeed, hostileString, MARKUP, reflectsMarkup } from '../support/hostile-values';

const settings = { seed: hostileSeed(), numRuns: 300 };

/** What a browser makes of escaped text: the five entities `escapeHtml` writes, turned back. */
const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('html fragments', () => {
  it('escape the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escape every interpolated value but fragments, render nothing for null, undefined and booleans, and join arrays', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${'a & b'}${7}${null}${undefined}${false}${true}${inner}${['<', html`<br />`]}</p>`.markup).toBe(
      '<p>a &amp; b7<b>&lt;i&gt;</b>&lt;<br /></p>',
    );
  });

  it('lay out like JSX: line breaks and indentation dropped next to tags and values, one space between attributes', () => {
    const fragment = html`<ul>
      <li class="a" title="${'t'}">${'one\n  two'}</li>
      <li>three and four</li>
    </ul>`;
    expect(fragment.markup).toBe('<ul><li class="a" title="t">one\n  two</li><li>three and four</li></ul>');
  });

  it('keep whatever text is put in them text, in content and in attributes', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const { markup } = html`<p title="${text}">${text}</p>`;
        const match = /^<p title="([^"<>]*)">([^<>]*)<\/p>$/.exec(markup);
        expect(match).not.toBeNull();
        expect(unescape(match![1]!)).toBe(text);
        expect(unescape(match![2]!)).toBe(text);
      }),
      settings,
    );
  });

  it('draw an icon exactly as the icon component does', () => {
    const fromComponent = renderToStaticMarkup(createElement(MapPin, { className: 'h-4 w-4 text-gray-500' }));
    expect(iconHtml('map-pin', 'h-4 w-4 text-gray-500').markup).toBe(fromComponent);
  });

  it("draw a college's initials exactly as the avatar component does", () => {
    for (const size of ['md', 'lg'] as const) {
      const fromComponent = renderToStaticMarkup(createElement(CollegeAvatar, { name: 'Indian Institute of Management', size }));
      expect(collegeAvatarHtml('Indian Institute of Management', size).markup).toBe(fromComponent);
    }
  });

  it('draw the home link exactly as the logo component does, on light and on dark', () => {
    for (const inverted of [false, true]) {
      expect(logoHtml({ inverted }).markup).toBe(renderToStaticMarkup(createElement(Logo, { inverted })));
    }
  });

  it('render inside an element marked as a fragment, for the links handler', () => {
    const markup = renderToStaticMarkup(createElement(HtmlFragment, { as: 'ul', className: 'x', html: html`<li>${'a'}</li>` }));
    expect(markup).toBe('<ul class="x" data-fragment=""><li>a</li></ul>');
  });
});

const college: CollegeCardData = {
  id: 'c0113e9e-0000-4000-8000-000000000001',
  slug: 'sample-business-school',
  name: 'Sample Business School',
  short_name: 'SBS',
  location: 'Pune, Maharashtra',
  city: 'Pune',
  state: 'Maharashtra',
  type: 'Private',
  rating: 4.2,
  total_fees: 1_850_000,
  fees_min: null,
  fees_max: null,
  fees_year: '2025-27',
  average_package: 1_200_000,
  average_package_kind: 'press-report',
  placement_year: '2025',
  exams_accepted: ['CAT', 'XAT'],
  nirf_rank: 41,
  nirf_year: 2025,
};

describe('the college card', () => {
  it('shows every figure with its year, and what is missing as not published', () => {
    const shown = renderToStaticMarkup(createElement(CollegeCard, { college }));
    expect(shown).toContain(
      '<h3 class="card-title"><a href="/colleges/sample-business-school" class="hover:underline">Sample Business School</a></h3>',
    );
    expect(shown).toContain('<span class="stat-note">2025-27</span>');
    expect(shown).toContain('CAT, XAT');
    expect(shown).toContain('NIRF Management rank 41 (2025)');

    const bare = { ...college, rating: null, total_fees: null, average_package: null, exams_accepted: [] };
    const missing = renderToStaticMarkup(createElement(CollegeCard, { college: bare, headingLevel: 2 }));
    expect(missing.match(/Not published/g)).toHaveLength(3);
    expect(missing).not.toContain('editorial rating');
    expect(missing).toContain('<h2 class="card-title">');
  });

  it('never turns a stored name, place or type into markup', () => {
    const stored = fc.oneof(fc.constantFrom(...MARKUP), hostileString);
    fc.assert(
      fc.property(stored, stored, stored, (name, location, type) => {
        const shown = renderToStaticMarkup(
          createElement(CollegeCard, { college: { ...college, name, short_name: null, location, type } }),
        );
        expect(reflectsMarkup(shown)).toBeNull();
      }),
      { ...settings, numRuns: 100 },
    );
  });
});

describe("the card's toggle placeholders", () => {
  const name = 'A & "B" <Business> School';
  const slotContent = (markup: string) => markup.replace(/^<span data-card-control[^>]*>/, '').replace(/<\/span>$/, '');

  it('are the markup the toggles render before the session and the tray are known', () => {
    expect(slotContent(favoriteSlotHtml('id-1', name).markup)).toBe(
      renderToStaticMarkup(createElement(FavoriteToggle, { kind: 'college', itemId: 'id-1', itemName: name, compact: true })),
    );
    expect(slotContent(compareSlotHtml('a-school', name).markup)).toBe(
      renderToStaticMarkup(createElement(CompareToggle, { slug: 'a-school', name, compact: true })),
    );
  });

  it('name what they are for in data attributes, escaped', () => {
    expect(favoriteSlotHtml('id-1', name).markup).toMatch(
      /^<span data-card-control="favorite" data-item="id-1" data-name="A &amp; &quot;B&quot; &lt;Business&gt; School">/,
    );
    const card = renderToStaticMarkup(createElement(CollegeCard, { college }));
    expect(card).toContain(`data-card-control="favorite" data-item="${college.id}" data-name="${college.name}"`);
    expect(card).toContain(`data-card-control="compare" data-item="${college.slug}" data-name="${college.short_name}"`);
  });
});

describe("the college page's tables", () => {
  const program = collegeProgram({
    name: 'Post Graduate Programme in Management',
    total_fees: 2_500_000,
    fees_year: '2025-27',
    seats: 400,
    specializations: ['Finance', 'Marketing'],
    eligibility: 'Graduation with 50%',
    exams_accepted: ['CAT'],
  });

  it('show each programme with its figures, and what is missing as not published', () => {
    const shown = renderToStaticMarkup(createElement(ProgramsTable, { programs: [program] }));
    expect(shown).toContain('<th scope="col" class="detail-th">Specialisations</th>');
    expect(shown).toContain('MBA · Full-time · Flagship');
    expect(shown).toContain('Finance, Marketing');
    const bare = { ...program, total_fees: null, seats: null, specializations: [], exams_accepted: [], duration_months: null };
    const missing = renderToStaticMarkup(createElement(ProgramsTable, { programs: [bare] }));
    expect(missing.match(/Not published/g)).toHaveLength(5);
  });

  it('never turn stored text into markup', () => {
    const stored = fc.oneof(fc.constantFrom(...MARKUP), hostileString);
    fc.assert(
      fc.property(stored, stored, stored, (name, eligibility, specialisation) => {
        const shown = renderToStaticMarkup(
          createElement(ProgramsTable, { programs: [{ ...program, name, eligibility, specializations: [specialisation] }] }),
        );
        expect(reflectsMarkup(shown)).toBeNull();
        expect(reflectsMarkup(sourceLinksHtml(name).markup)).toBeNull();
      }),
      { ...settings, numRuns: 100 },
    );
  });

  it('name each source link by its site and say it opens a new tab', () => {
    expect(sourceLinksHtml('https://www.careers360.com/a https://iima.ac.in/b').markup).toBe(
      '<span class="flex flex-wrap gap-x-3 gap-y-1">' +
        '<a href="https://www.careers360.com/a" target="_blank" rel="noopener noreferrer nofollow" class="link break-all">' +
        'careers360.com<span class="sr-only"> (opens in a new tab)</span></a>' +
        '<a href="https://iima.ac.in/b" target="_blank" rel="noopener noreferrer nofollow" class="link break-all">' +
        'iima.ac.in<span class="sr-only"> (opens in a new tab)</span></a></span>',
    );
    expect(sourceLinksHtml(null).markup).toBe('<span class="text-gray-600">Not stated</span>');
  });
});

describe('the college filters', () => {
  it('show the search as chosen, keep a typed query as text, and offer to clear only a narrowed search', () => {
    const narrowed = parseCollegeSearch({ state: 'maharashtra', exam: 'CAT', q: '"><script>alert(1)</script>' });
    const form = renderToStaticMarkup(createElement(CollegeFilters, { search: narrowed }));
    const opening = form.slice(0, form.indexOf('>') + 1);
    for (const attribute of ['action="/colleges"', 'method="get"', 'role="search"', 'aria-label="Search and filter colleges"']) {
      expect(opening).toContain(attribute);
    }
    expect(form).toContain('<option value="maharashtra" selected="">Maharashtra</option>');
    expect(form).toContain('<option value="CAT" selected="">CAT</option>');
    expect(form).toContain('<option value="rating" selected="">');
    expect(form.match(/ selected=""/g), 'one choice per list').toHaveLength(6);
    expect(narrowed.q, 'the query keeps its markup').toContain('<script>');
    expect(form).toContain(`name="q" value="${escapeHtml(narrowed.q ?? '')}"`);
    expect(reflectsMarkup(form)).toBeNull();
    expect(form).toContain('<a href="/colleges" class="btn-ghost">Clear all</a>');

    const everything = renderToStaticMarkup(createElement(CollegeFilters, { search: parseCollegeSearch({}) }));
    expect(everything).not.toContain('Clear all');
    expect(everything).toContain('<option value="" selected="">All states</option>');
  });
});
