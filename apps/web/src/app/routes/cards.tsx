import { CardsPage } from '../../features/cards/components/cards-page';

/** Cards (companies only): the fleet's fuel cards and their orders. */
export default function Cards() {
  return <CardsPage />;
}
