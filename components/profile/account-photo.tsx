/**
 * The signed-in person in the header: their photo when they have uploaded one, else the initial on indigo.
 * Decorative: the control around it carries the name.
 */
export function AccountPhoto({ photo, initial, className }: { photo: string | null; initial: string; className: string }) {
  if (photo) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a tiny file from the project's own avatars bucket
      <img src={photo} alt="" className={`${className} object-cover`} data-testid="account-photo" />
    );
  }
  return (
    <span
      className={`${className} inline-flex items-center justify-center bg-brand-800 font-semibold text-white`}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
