import { ExceptionsPage } from '../../features/fleet/components/exceptions-page';

/** /{lang}/consumption/exceptions: the fills that look wrong (a flagged fill's message leads here). */
export default function ConsumptionExceptions() {
  return <ExceptionsPage />;
}
