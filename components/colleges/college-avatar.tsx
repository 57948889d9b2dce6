import { collegeInitials } from '@/lib/colleges/format';

/** Generated initials instead of a logo: no image to download, nothing hot-linked. Decorative beside the name. */
export function CollegeAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-xl' : 'h-12 w-12 text-base';
  return (
    <span aria-hidden="true" className={`avatar ${box}`}>
      {collegeInitials(name)}
    </span>
  );
}
