import { useParams } from 'react-router';
import { CardPage } from '../../features/cards/components/card-page';

/** /{lang}/cards/{id}: one fuel card; another company's id shows "not found". */
export default function Card() {
  const { id = '' } = useParams();
  return <CardPage key={id} id={id} />;
}
