/**
 * The consultation form's address, naming the college or exam it is about: the form lives on /contact, rendered
 * per request so each visitor's form gets its own idempotency key and render time, and works without JavaScript.
 */
export function consultationHref(about: { college?: string; exam?: string } = {}): string {
  const query = new URLSearchParams();
  if (about.college) query.set('college', about.college);
  if (about.exam) query.set('exam', about.exam);
  query.set('type', 'consultation');
  return `/contact?${query.toString()}`;
}
