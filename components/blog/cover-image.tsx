import Image from 'next/image';

/**
 * A post's cover on a card: a 16:9 box sized before the image arrives, so nothing below it moves. The file is
 * a public URL of the site's own media library (the back-office accepts nothing else), served as stored:
 * remote optimisation is off because builds and tests run offline (DESIGN.md). The media library's alt text
 * is not stored with the post, so the title names the picture.
 */
export function CoverImage({ src, title, className = '' }: { src: string; title: string; className?: string }) {
  return (
    <div className={`relative aspect-video overflow-hidden bg-gray-100 ${className}`}>
      <Image
        src={src}
        alt={`Cover image: ${title}`}
        fill
        unoptimized
        sizes="(min-width: 768px) 33vw, 100vw"
        className="object-cover"
      />
    </div>
  );
}
