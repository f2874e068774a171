/** What an access token says of whom the session acts for. */
export interface Claims {
  /** The account acted for. */
  sub?: string;
  /** The role held there; absent for a person acting for themselves. */
  role?: string;
}

/**
 * The access token's middle part (base64url JSON). Only read to decide what to show: the
 * server checks the token, and the role held now, on every call.
 */
export function claimsOf(token: string | null): Claims {
  try {
    return JSON.parse(
      atob((token ?? '').split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''),
    );
  } catch {
    return {};
  }
}
