import { MessagesPage } from '../../features/messages/components/messages-page';

/** Messages (both user types): notifications with read, open and delete. */
export default function Messages() {
  return <MessagesPage />;
}
