/** Up to two initials: 'Ananya Iyer' → 'AI', 'MBA Disha' → 'MD'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => [...p][0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A person's picture, or a generated SVG of their initials when they have none (DESIGN.md: images are local or
 * generated). Decorative: the name is always printed beside it, so the image has empty alt text.
 */
export function InitialsAvatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  if (src) {
    // A plain img on purpose: avatars are tiny files in the project's own storage bucket with nothing for the
    // optimizer to gain, and next/image would add ~6 kB gzipped of client JS to every page showing a byline.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className="shrink-0">
      <circle cx="20" cy="20" r="20" className="fill-brand-100" />
      <text x="20" y="20" dy="0.35em" textAnchor="middle" fontSize="15" fontWeight="600" className="fill-brand-800">
        {initials(name)}
      </text>
    </svg>
  );
}
