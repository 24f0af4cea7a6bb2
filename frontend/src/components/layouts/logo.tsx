import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { site } from '../../config/site.ts';
import { LogoImage } from '../ui/logo-image.tsx';

export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-lg font-bold tracking-tight text-zinc-900 dark:text-white"
    >
      <LogoImage
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        className="size-8 rounded-lg shadow-sm shadow-indigo-500/30"
      />
      <span className="text-lg">{site.name}</span>
    </Link>
  );
}
