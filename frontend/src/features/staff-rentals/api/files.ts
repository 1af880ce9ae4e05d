import { statusQuery, type RentalStatusFilter, type RentalTimeFilter } from './types';

/** The agreement PDF (staff, or the rental's own customer). */
export function agreementUrl(id: number): string {
  return `/api/rentals/${id}/download-agreement`;
}

/** The photo staff attached to a charge on the rental's account (staff only). */
export function chargePhotoUrl(id: number, entryId: number): string {
  return `/api/staff/rentals/${id}/account/entries/${entryId}/photo`;
}

/** The filtered list as a PDF table; the status is left out when all statuses are shown. */
export function rentalRecordsUrl(filter: RentalTimeFilter, status: RentalStatusFilter): string {
  const params = new URLSearchParams({ filter });
  const query = statusQuery(status);
  if (query.status) params.set('status', query.status);
  if (query.overdue) params.set('overdue', 'true');
  return `/api/staff/rentals/download?${params.toString()}`;
}
