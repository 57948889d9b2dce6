/**
 * A post's cover on a card: a 16:9 box sized before the image arrives, so nothing below it moves. The file is
 * a public URL of the site's own media library (the back-office accepts nothing else), served as stored:
 * remote optimisation is off because builds and tests run offline (DESIGN.md). The media library's alt text
 * is not stored with the post, so the title names the picture.
 */
export function CoverImage({ src, title, className = '' }: { src: string; title: string; className?: string }) {
  return (
    <div className={`relative aspect-video overflow-hidden bg-gray-100 ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- served as stored; next/image would only add client JS */}
      <img
        src={src}
        alt={`Cover image: ${title}`}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </div>
  );
}
