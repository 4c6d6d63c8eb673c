/**
 * The payload of a call that succeeded. The API client throws on every failure envelope, so a
 * resolved body holds its payload; the contract's body union still lists the failure's null.
 */
export function present<T>(value: T | null): T {
  if (value === null) throw new Error('A successful answer carried no payload');
  return value;
}
