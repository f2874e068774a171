import { ComingSoon, type PageKey } from '../../features/layout/components/coming-soon';

/** A cabinet section whose screens are not built yet: a translated "coming soon" inside the layout. */
export default function CabinetPage({ page }: { page: PageKey }) {
  return <ComingSoon page={page} />;
}
