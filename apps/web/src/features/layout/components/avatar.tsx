import { UserIcon } from './nav-icons';

/** The profile picture, or a neutral figure until one is uploaded. Decorative: names are beside it. */
export function Avatar({ src, className = 'size-10' }: { src: string | null; className?: string }) {
  if (src) {
    return <img src={src} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700`}
    >
      <UserIcon className="size-1/2" />
    </span>
  );
}
