import { notFound } from 'next/navigation';

/**
 * Every URL no route matches: a 404 drawn by the site layout (app/(site)/not-found.tsx), with the header and
 * footer a visitor can carry on from, while the root not-found every page's payload carries stays small.
 */
export default function MissingPage(): never {
  notFound();
}
