/** A route id is a strict whole number (the server's rule); anything else is no rental at all. */
export function parseRentalId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
