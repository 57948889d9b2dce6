import type { CSSProperties } from 'react';

/** A whole 1-5 rating as five stars filled up to it, one element for the page and one name for screen readers. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const style = { '--rating': Math.min(5, Math.max(0, Math.round(rating))) } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={className ? `star-rating ${className}` : 'star-rating'}
      style={style}
    />
  );
}
