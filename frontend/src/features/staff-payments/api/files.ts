/** The customer's proof image (owner or staff, bearer token). */
export function paymentProofUrl(id: number): string {
  return `/api/payments/${id}/proof`;
}

/** The receipt PDF (pending and completed payments only). */
export function receiptPdfUrl(id: number): string {
  return `/api/payments/${id}/receipt`;
}

export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber}.pdf`;
}
