import type { TeamRole, UserType } from '@fuel/contract';

/** What a checked access token says of the request's user, as the session stands now. */
export interface AccessClaims {
  /** Internal user id. */
  sub: string;
  typ: UserType;
  /** Public 7-digit id. */
  uid: number;
  /** The session (refresh-token family): a revoked session's access tokens stop at once. */
  sid: string;
  /**
   * The person signed in, when they act for a company they are a member of (DESIGN §5.8):
   * then `sub`, `typ` and `uid` are the company's. Absent when the person acts for themselves.
   */
  act?: string;
  /**
   * The role held in the company `sub` names (the company's own login is its owner); absent
   * for a person acting for themselves. The session check replaces it with the role the
   * database holds now, so a change takes effect at the next request.
   */
  role?: TeamRole;
  /**
   * A fleet manager kept to some card groups: their ids (DESIGN §5.8). Never in the token: the
   * session check reads it with the role.
   */
  cardGroups?: string[];
}

/** The person a token was issued to: the member when they act for a company. */
export const actorOf = (claims: AccessClaims): string => claims.act ?? claims.sub;
