import type { QueryOf, Schema } from '../../../api/types';

/** A summons or toll as the staff list shows it (GET /api/staff/road-charges). Money in RM strings; instants ISO. */
export type RoadCharge = Schema<'RoadChargeView'>;
export type RoadChargeStatus = Schema<'RoadChargeStatus'>;
export type RoadChargeKind = Schema<'RoadChargeKind'>;
export type RoadChargeAction = Schema<'RoadChargeAction'>;
export type SummonsIssuer = Schema<'SummonsIssuer'>;
export type TollImport = Schema<'TollImportView'>;

export const ROAD_CHARGE_STATUSES = [
  'unmatched',
  'charged',
  'paid',
  'disputed',
  'written_off',
] as const satisfies readonly RoadChargeStatus[];
export const SUMMONS_ISSUERS = ['pdrm', 'jpj', 'aes_awas', 'local_council'] as const satisfies readonly SummonsIssuer[];

/** The list's filters: one state or all; one kind or both. */
export type RoadChargeStatusFilter = RoadChargeStatus | 'all';
export type RoadChargeKindFilter = RoadChargeKind | 'all';
export const STATUS_FILTERS: readonly RoadChargeStatusFilter[] = ['all', ...ROAD_CHARGE_STATUSES];
export const KIND_FILTERS: readonly RoadChargeKindFilter[] = ['all', 'summons', 'toll'];

export interface RoadChargeListArgs {
  status: RoadChargeStatusFilter;
  kind: RoadChargeKindFilter;
  page: number;
  limit: number;
}

/** The summons form's fields as the server takes them (multipart, beside the optional photo). */
export type SummonsFields = Omit<Schema<'RecordSummonsDto'>, never>;
export type RoadChargeQuery = QueryOf<'RoadChargesController_list'>;
