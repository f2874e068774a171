import { StatementsPage } from '../../features/statements/components/statements-page';

/** Statements (both user types, office roles): a month's figures per fuel and their CSV. */
export default function Statements() {
  return <StatementsPage />;
}
