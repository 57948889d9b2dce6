import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CollegeHero } from '@/components/colleges/detail/college-hero';
import { Placements } from '@/components/colleges/detail/placements';
import { PlacementKindLegend } from '@/components/colleges/placement-kind';
import { CompareTable } from '@/components/compare/compare-table';
import { JudgementCard } from '@/components/predictor/judgement-card';
import { buildComparison } from '@/lib/compare/table';
import type { Judgement } from '@/lib/predictor/types';
import { collegeDetail, placementFigure } from '../support/college-fixtures';

// Issue 37 as the pages render it (server markup, no browser): each placement figure's kind is a badge in words,
// the median comes first, a figure off the same batch's NIRF data carries the flag with both figures, and the
// legend names every kind. tests/e2e/placement-provenance.spec.ts checks the same pages in Chromium.

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const nirf = placementFigure({ id: 'a-nirf', metric: 'median', value: 24, year: 2024, batch: '2022-24', kind: 'nirf-data' });
const press = placementFigure({ id: 'b-press', metric: 'median', value: 28, year: 2024, kind: 'press-report' });
const average = placementFigure({ id: 'c-avg', metric: 'average', value: 30, year: 2024, kind: 'aggregator-estimate' });
const college = collegeDetail({ placements: [average, press, nirf] });

describe('the college page', () => {
  it('lists the medians first, each with its kind, batch and source, and flags the one off NIRF', () => {
    const out = text(renderToStaticMarkup(createElement(Placements, { college })));
    const rows = out.slice(out.indexOf('Source') + 'Source'.length);
    expect(rows.indexOf('₹24 LPA')).toBeLessThan(rows.indexOf('₹28 LPA'));
    expect(rows.indexOf('₹28 LPA')).toBeLessThan(rows.indexOf('₹30 LPA'));
    expect(rows).toContain('Median package ₹24 LPA Batch 2022–24 Kind of figure: NIRF data example.org');
    expect(rows).toContain(
      'Check this figure. Differs from NIRF data for the same batch: ₹28 LPA is higher than the ₹24 LPA NIRF gives (Batch 2022–24).',
    );
    expect(rows).toContain('Highest package Not published');
    expect(rows).toContain('Students placed Not published');
    expect(out).toContain('One figure differs from the NIRF data for the same batch');
    expect(out).toContain('What the kinds of figure mean');
  });

  it('says so when nothing is published, and shows no flag', () => {
    const out = text(renderToStaticMarkup(createElement(Placements, { college: collegeDetail() })));
    expect(out).toContain('Median package Not published');
    expect(out).toContain('has not published placement figures we could verify');
    expect(out).not.toContain('Check this figure');
  });

  it('heads the hero with the newest median and its kind, else says the median is not published', () => {
    expect(text(renderToStaticMarkup(createElement(CollegeHero, { college })))).toContain(
      'Median package ₹24 LPA Batch 2022–24 Kind of figure: NIRF data',
    );
    const averageOnly = collegeDetail({ placements: [average] });
    expect(text(renderToStaticMarkup(createElement(CollegeHero, { college: averageOnly })))).toContain(
      'Average package ₹30 LPA Batch 2024 Kind of figure: Aggregator estimate',
    );
    const none = text(renderToStaticMarkup(createElement(CollegeHero, { college: collegeDetail() })));
    expect(none).toContain('Median package Not published');
    expect(none).toContain('Highest package Not published');
  });

  it('explains every kind in the legend', () => {
    const out = text(renderToStaticMarkup(createElement(PlacementKindLegend)));
    for (const label of ['Audited', 'NIRF data', 'College-published', 'Press report', 'Aggregator estimate', 'Student-reported'])
      expect(out).toContain(`Kind of figure: ${label}`);
    expect(out).toContain('more than 5 % is flagged');
  });
});

describe('compare and the predictor', () => {
  it('compare shows the badge beside each figure, the flag and the legend', () => {
    const other = collegeDetail({ slug: 'other', name: 'Other School' });
    const out = text(
      renderToStaticMarkup(
        createElement(CompareTable, { colleges: [college, other], groups: buildComparison([college, other]) }),
      ),
    );
    expect(out).toContain('Median package Differs ₹24 LPA Kind of figure: NIRF data Batch 2022–24');
    expect(out).toContain('₹28 LPA Kind of figure: Press report Batch 2024 Check this figure. Differs from NIRF data');
    expect(out).toContain('What the kinds of figure mean');
  });

  it('a predictor card shows the college’s figure with its kind and source', () => {
    const judgement: Judgement = {
      collegeId: college.id,
      collegeName: 'Sample',
      state: null,
      programme: null,
      band: 'likely',
      line: null,
      floor: null,
      gap: 3,
      reason: 'Likely.',
      notes: [],
    };
    const flagged = { figure: press, flag: 'Differs from NIRF data for the same batch: …' };
    const out = text(renderToStaticMarkup(createElement(JudgementCard, { judgement, slug: 'sample', placement: flagged })));
    expect(out).toContain('Median package: ₹28 LPA Batch 2024 Kind of figure: Press report Source');
    expect(out).toContain('Check this figure. Differs from NIRF data');
    const none = text(renderToStaticMarkup(createElement(JudgementCard, { judgement, slug: 'sample', placement: null })));
    expect(none).toContain('Median package: Not published');
  });
});
