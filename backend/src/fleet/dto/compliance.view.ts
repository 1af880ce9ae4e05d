import { ApiProperty } from '@nestjs/swagger';
import { COMPLIANCE_KINDS, type ComplianceKind } from '../compliance-kinds';

export const COMPLIANCE_STATES = ['valid', 'expiring', 'lapsed'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

/** One recorded compliance date of a car. */
export class ComplianceItemView {
  @ApiProperty({ enum: COMPLIANCE_KINDS, enumName: 'ComplianceKind' }) kind: ComplianceKind;
  @ApiProperty({ example: '2027-03-31', description: 'The last day it is valid' }) expiresOn: string;
  @ApiProperty({ description: 'Days from today (Kuala Lumpur) to the expiry day; negative once lapsed' }) daysLeft: number;
  @ApiProperty({ enum: COMPLIANCE_STATES, enumName: 'ComplianceState', description: 'expiring: within 30 days' })
  state: ComplianceState;
  @ApiProperty({ nullable: true, type: String }) policyNumber: string | null;
  @ApiProperty({ nullable: true, type: String }) insurer: string | null;
  @ApiProperty({ description: 'A picture of the document was uploaded' }) hasDocument: boolean;
  @ApiProperty() updatedBy: string;
  @ApiProperty() updatedAt: Date;
}

/** A car's compliance dates; kinds never recorded are left out. */
export class VehicleComplianceView {
  @ApiProperty() vehicleId: number;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDisplayName: string;
  @ApiProperty({ type: [ComplianceItemView] }) items: ComplianceItemView[];
}

/** A compliance date that lapses within 30 days or already has, for Today and the dashboard. */
export class ExpiringComplianceView {
  @ApiProperty() vehicleId: number;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) vehicleDisplayName: string;
  @ApiProperty({ nullable: true, type: String, example: 'WXY' }) plate: string | null;
  @ApiProperty({ enum: COMPLIANCE_KINDS, enumName: 'ComplianceKind' }) kind: ComplianceKind;
  @ApiProperty({ example: '2026-12-20' }) expiresOn: string;
  @ApiProperty({ description: 'Negative once lapsed' }) daysLeft: number;
}

export class ExpiringComplianceGroup {
  @ApiProperty({ description: 'Every such date; items holds the first of them only' }) total: number;
  @ApiProperty({ type: [ExpiringComplianceView] }) items: ExpiringComplianceView[];
}
