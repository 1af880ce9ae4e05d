import type { TFunction } from 'i18next';
import type { Schema } from '../../api/types';
import { formatDate } from '../../lib/format';

export type ComplianceKind = Schema<'ComplianceKind'>;

/** The server's kinds in the order staff read them; the type check fails the build when the server adds one. */
export const COMPLIANCE_KINDS = ['road_tax', 'insurance', 'inspection', 'permit'] as const satisfies readonly ComplianceKind[];
type NothingLeftOut<Unlisted extends never> = Unlisted;
export type EveryKindListed = NothingLeftOut<Exclude<ComplianceKind, (typeof COMPLIANCE_KINDS)[number]>>;

/** Within this many days a date shows as expiring (the server's window for Today and the dashboard). */
export const COMPLIANCE_WINDOW_DAYS = 30;

/** "Insurance expires in 5 days", "Road tax lapsed 2 days ago", or, further off, "Permit valid until 31/03/2027". */
export function complianceDueText(t: TFunction<'common'>, item: { kind: ComplianceKind; daysLeft: number; expiresOn: string }): string {
  const kind = t(`compliance.kinds.${item.kind}`);
  if (item.daysLeft < 0) return t('compliance.lapsed', { kind, count: -item.daysLeft });
  if (item.daysLeft === 0) return t('compliance.today', { kind });
  if (item.daysLeft <= COMPLIANCE_WINDOW_DAYS) return t('compliance.inDays', { kind, count: item.daysLeft });
  return t('compliance.validUntil', { kind, date: formatDate(item.expiresOn) });
}

/** How urgent it looks: lapsed is an error, within 7 days a warning. */
export function complianceColor(daysLeft: number): 'error' | 'warning' | 'default' {
  if (daysLeft < 0) return 'error';
  if (daysLeft <= 7) return 'warning';
  return 'default';
}
