import { LogoMark } from '../../components/ui/logo';

/**
 * While a page's code arrives: the brand mark, gently pulsing, and nothing that shifts later. The
 * mark shows only once the wait is long enough to notice (half a second): on a quick load the
 * page replaces an empty screen instead of flashing the mark first.
 */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <div className="animate-appear-late">
        <LogoMark className="size-12 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
