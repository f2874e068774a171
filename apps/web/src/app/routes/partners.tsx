import { ConnectionsPage } from '../../features/friends/components/connections-page';

/** My partners (companies): the same screen as Friends, in a company's words. */
export default function Partners() {
  return <ConnectionsPage kind="partners" />;
}
