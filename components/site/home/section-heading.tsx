import Link from 'next/link';

/** The heading block every home section opens with; the optional link leads to the full page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  link,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  link?: { href: string; label: string };
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{eyebrow}</p> : null}
        <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 text-base leading-7 text-gray-700">{intro}</p> : null}
      </div>
      {link ? (
        <Link href={link.href} className="shrink-0 text-sm link">
          {link.label} →
        </Link>
      ) : null}
    </div>
  );
}
