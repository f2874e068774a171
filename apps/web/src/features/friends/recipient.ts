/** Whom fuel goes to or is asked from: the other side's public 7-digit ID and name. */
export interface Recipient {
  id: number;
  name: string;
}
