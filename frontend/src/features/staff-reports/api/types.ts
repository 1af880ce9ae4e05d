import type { Schema } from '../../../api/types';

/** Per-car figures over a range, the fleet's (or one car's) months and totals (GET /api/staff/reports/vehicles). */
export type VehicleReport = Schema<'VehicleReportView'>;
export type VehicleReportRow = Schema<'VehicleReportRowView'>;
export type ReportMonth = Schema<'ReportMonthView'>;
export type ReportFigures = Schema<'ReportFiguresView'>;
/** Customers who still owe something, largest balance first (GET /api/staff/reports/balances). */
export type BalancesReport = Schema<'BalancesReportView'>;
export type CustomerBalance = Schema<'CustomerBalanceView'>;
/** Deposits held on running rentals and refunds due on finished ones (GET /api/staff/reports/deposits). */
export type DepositsReport = Schema<'DepositsReportView'>;
export type HeldMoney = Schema<'HeldMoneyView'>;
/** Summonses not yet settled, latest first (GET /api/staff/reports/summonses). */
export type SummonsesReport = Schema<'SummonsesReportView'>;
export type OpenSummons = Schema<'OpenSummonsView'>;

/** The four reports, in the order the screen offers them; each is also its URL's last segment. */
export const REPORT_SECTIONS = ['vehicles', 'balances', 'deposits', 'summonses'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/**
 * The days asked for, "YYYY-MM-DD" or '' for the server's default (the last twelve months
 * through the end of this one); an empty end is left out of the query rather than sent blank.
 */
export interface ReportRange {
  from: string;
  to: string;
}

export interface ReportPageArgs extends ReportRange {
  page: number;
  limit: number;
}

export interface VehicleReportArgs extends ReportPageArgs {
  /** One car's totals and months; absent for the whole fleet. */
  vehicleId?: number;
}
