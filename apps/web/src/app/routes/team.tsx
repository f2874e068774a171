import { TeamPage } from '../../features/team/components/team-page';

/** Team (companies, for roles that may see the members): members, roles and invitations. */
export default function Team() {
  return <TeamPage />;
}
