/**
 * Request lists asked for without `type` answer both directions at once; the contract allows
 * either shape, so a one-direction page here is a reply this screen cannot show.
 */
export function bothDirections<T extends object>(
  reply: T,
): Extract<T, { incoming_requests: unknown }> {
  if (!('incoming_requests' in reply)) throw new Error('Expected incoming and outgoing requests');
  return reply as Extract<T, { incoming_requests: unknown }>;
}
