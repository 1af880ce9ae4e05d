/** The address that opens the payment form for what a rental still owes: /payment?rental=12&amount=100.00. */
export function balancePaymentLink(rentalId: number, amount: string): string {
  return `/payment?${new URLSearchParams({ rental: String(rentalId), amount }).toString()}`;
}
