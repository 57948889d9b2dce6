/** The official website of each entrance exam: the only place whose notices settle a question of dates or fees. */
export interface OfficialExamSite {
  slug: string;
  name: string;
  body: string;
  url: string;
}

export const OFFICIAL_EXAM_SITES: OfficialExamSite[] = [
  { slug: 'cat', name: 'CAT', body: 'the IIMs (convened by one IIM each year)', url: 'https://iimcat.ac.in' },
  { slug: 'xat', name: 'XAT', body: 'XLRI Jamshedpur', url: 'https://xatonline.in' },
  { slug: 'nmat', name: 'NMAT', body: 'GMAC', url: 'https://www.mba.com/exams/nmat' },
  { slug: 'snap', name: 'SNAP', body: 'Symbiosis International (Deemed University)', url: 'https://www.snaptest.org' },
  { slug: 'mat', name: 'MAT', body: 'AIMA', url: 'https://mat.aima.in' },
];

/** "https://www.mba.com/exams/nmat" → "mba.com/exams/nmat", for link text people can read and type. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
