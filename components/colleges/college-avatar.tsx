import { collegeInitials } from '@/lib/colleges/format';
import { html } from '@/lib/html/fragment';

type AvatarSize = 'md' | 'lg';
const BOX: Record<AvatarSize, string> = { md: 'h-12 w-12 text-base', lg: 'h-16 w-16 text-xl' };
const avatarClass = (size: AvatarSize) => `avatar ${BOX[size]}`;

/** Generated initials instead of a logo: no image to download, nothing hot-linked. Decorative beside the name. */
export function CollegeAvatar({ name, size = 'md' }: { name: string; size?: AvatarSize }) {
  return (
    <span aria-hidden="true" className={avatarClass(size)}>
      {collegeInitials(name)}
    </span>
  );
}

/** The same avatar inside an `html` fragment (a college card). */
export function collegeAvatarHtml(name: string, size: AvatarSize = 'md') {
  return html`<span aria-hidden="true" class="${avatarClass(size)}">${collegeInitials(name)}</span>`;
}
