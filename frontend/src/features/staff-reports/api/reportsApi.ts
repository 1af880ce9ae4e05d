import { api } from '../../../api/base';
import { rangeParams } from '../utils/reportQuery';
import type { BalancesReport, DepositsReport, ReportPageArgs, SummonsesReport, VehicleReport, VehicleReportArgs } from './types';

const pageParams = ({ page, limit, ...range }: ReportPageArgs) => ({ ...rangeParams(range), page, limit });

/**
 * The staff reports. They read figures many screens change (rentals, payments, costs, summonses)
 * and nothing invalidates them, so the screen asks again when it is opened after a while
 * (REPORT_FRESH_SECONDS) rather than tagging them with every one of those.
 */
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleReport: build.query<VehicleReport, VehicleReportArgs>({
      query: ({ vehicleId, ...args }) => ({ url: '/staff/reports/vehicles', params: { ...pageParams(args), vehicleId } }),
    }),
    getBalancesReport: build.query<BalancesReport, ReportPageArgs>({
      query: (args) => ({ url: '/staff/reports/balances', params: pageParams(args) }),
    }),
    getDepositsReport: build.query<DepositsReport, ReportPageArgs>({
      query: (args) => ({ url: '/staff/reports/deposits', params: pageParams(args) }),
    }),
    getSummonsesReport: build.query<SummonsesReport, ReportPageArgs>({
      query: (args) => ({ url: '/staff/reports/summonses', params: pageParams(args) }),
    }),
  }),
});

/** A report opened again after this long is fetched again (a shorter gap shows the one in memory). */
export const REPORT_FRESH_SECONDS = 60;

export const { useGetVehicleReportQuery, useGetBalancesReportQuery, useGetDepositsReportQuery, useGetSummonsesReportQuery } = reportsApi;
