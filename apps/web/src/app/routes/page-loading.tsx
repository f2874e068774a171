import { LogoMark } from '../../components/ui/logo';

/** While a page's code arrives: the brand mark, gently pulsing, and nothing that shifts later. */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <LogoMark className="size-12 motion-safe:animate-pulse" />
    </div>
  );
}
