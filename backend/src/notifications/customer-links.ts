/** The customer's Payment Portal, where e-mails that ask for money send them (the browser's /payment route). */
export function paymentPortalLink(publicUrl: string): string {
  return `${publicUrl}/payment`;
}
