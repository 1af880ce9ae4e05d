import { ApiProperty } from '@nestjs/swagger';
import { fromSen } from '../../common/money/money';
import { RoadCharge } from '../entities/road-charge.entity';
import {
  ROAD_CHARGE_ACTIONS,
  ROAD_CHARGE_KINDS,
  ROAD_CHARGE_STATUSES,
  RoadChargeAction,
  RoadChargeKind,
  RoadChargeStatus,
  roadChargeActions,
  SUMMONS_ISSUERS,
  SummonsIssuer,
} from '../road-charge-states';

/** One summons or toll as the staff list shows it. */
export class RoadChargeView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ROAD_CHARGE_KINDS, enumName: 'RoadChargeKind' }) kind: RoadChargeKind;
  @ApiProperty({ nullable: true, type: Number }) vehicleId: number | null;
  @ApiProperty({ example: 'Perodua Myvi - WXY 1234', description: "The car's display name, or the plate if the car is gone" })
  vehicle: string;
  @ApiProperty({ example: 'WXY1234' }) plate: string;
  @ApiProperty({ type: Date }) occurredAt: Date;
  @ApiProperty() place: string;
  @ApiProperty({ enum: SUMMONS_ISSUERS, enumName: 'SummonsIssuer', nullable: true }) issuer: SummonsIssuer | null;
  @ApiProperty({ nullable: true, type: String }) noticeNumber: string | null;
  @ApiProperty({ example: '150.00' }) amount: string;
  @ApiProperty({ example: '50.00', description: 'Charged on top (summonses); 0.00 for tolls' }) adminFee: string;
  @ApiProperty() hasPhoto: boolean;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty({ nullable: true, type: String, description: "The renter's name when matched" }) customerName: string | null;
  @ApiProperty({ enum: ROAD_CHARGE_STATUSES, enumName: 'RoadChargeStatus' }) status: RoadChargeStatus;
  @ApiProperty({ nullable: true, type: String }) statusReason: string | null;
  @ApiProperty({ enum: ROAD_CHARGE_ACTIONS, enumName: 'RoadChargeAction', isArray: true, description: 'The moves open now' })
  actions: RoadChargeAction[];
  @ApiProperty({ type: Date }) createdAt: Date;

  static of(row: RoadCharge, vehicle: string, customerName: string | null): RoadChargeView {
    return {
      id: row.id,
      kind: row.kind,
      vehicleId: row.vehicleId,
      vehicle,
      plate: row.plate,
      occurredAt: row.occurredAt,
      place: row.place,
      issuer: row.issuer,
      noticeNumber: row.noticeNumber,
      amount: fromSen(row.amountSen),
      adminFee: fromSen(row.adminFeeSen),
      hasPhoto: row.photoKey !== null,
      rentalId: row.rentalId,
      customerName,
      status: row.status,
      statusReason: row.statusReason,
      actions: roadChargeActions(row.status),
      createdAt: row.createdAt,
    };
  }
}

export class RoadChargePageView {
  @ApiProperty({ type: [RoadChargeView] }) items: RoadChargeView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

/** What one toll statement did. Importing the same one again adds nothing. */
export class TollImportView {
  @ApiProperty({ description: 'Tolls stored by this upload' }) newTolls: number;
  @ApiProperty({ description: 'Tolls an earlier upload had stored already' }) duplicateTolls: number;
  @ApiProperty({ description: 'New tolls charged to the rental that had the car' }) charged: number;
  @ApiProperty({ description: 'New tolls no rental had the car for' }) unmatched: number;
}
