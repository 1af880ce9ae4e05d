import type { ReportRange, ReportSection } from '../api/types';

/** The range as query parameters: an empty end is left out so the server fills it in. */
export function rangeParams({ from, to }: ReportRange): Record<string, string> {
  const params: Record<string, string> = {};
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}

/** A report's Excel workbook for the same range the screen asked for, e.g. /api/staff/reports/vehicles.xlsx?from=… */
export function workbookUrl(section: ReportSection, range: ReportRange): string {
  const query = new URLSearchParams(rangeParams(range)).toString();
  return `/api/staff/reports/${section}.xlsx${query ? `?${query}` : ''}`;
}
