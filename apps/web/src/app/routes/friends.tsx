import { ConnectionsPage } from '../../features/friends/components/connections-page';

/** Friends (individuals): the list, requests, asks for fuel and sending fuel. */
export default function Friends() {
  return <ConnectionsPage kind="friends" />;
}
