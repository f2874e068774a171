import { AuditPage } from '../../features/team/components/audit-page';

/** Audit log (companies, for roles that may read it): every change made for the company. */
export default function Audit() {
  return <AuditPage />;
}
