import { ApiProperty } from '@nestjs/swagger';
import {
  CAR_PANELS,
  CarPanel,
  DAMAGE_KINDS,
  DAMAGE_SIZES,
  DAMAGE_STATUSES,
  DamageKind,
  DamagePhase,
  DamageSize,
  DamageStatus,
} from '../return-catalogue';
import { DiagramViewBoxView } from './return-inspection.view';

export class DamageRentalView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-20' }) startDate: string;
  @ApiProperty({ example: '2026-11-22' }) endDate: string;
  @ApiProperty({ nullable: true, type: String }) customerName: string | null;
}

/** One point of a car's damage history, with the rental it was found on. */
export class VehicleDamageView {
  @ApiProperty() id: number;
  @ApiProperty() vehicleId: number;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty({ nullable: true, type: DamageRentalView, description: 'The rental it was found on (null when that rental was deleted)' })
  rental: DamageRentalView | null;
  @ApiProperty({ enum: ['pickup', 'return'], enumName: 'DamagePhase' }) phase: DamagePhase;
  @ApiProperty({ enum: DAMAGE_STATUSES, enumName: 'DamageStatus' }) status: DamageStatus;
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty({ enum: CAR_PANELS, enumName: 'CarPanel' }) panel: CarPanel;
  @ApiProperty({ enum: DAMAGE_KINDS, enumName: 'DamageKind' }) kind: DamageKind;
  @ApiProperty({ enum: DAMAGE_SIZES, enumName: 'DamageSize' }) size: DamageSize;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'A close-up: GET /api/staff/rentals/{rentalId}/return/files/{photoKey}' })
  photoKey: string | null;
  @ApiProperty({ description: 'ISO instant it was recorded' }) foundAt: string;
  @ApiProperty() recordedBy: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-25', description: 'The day it was repaired (Kuala Lumpur)' })
  repairedOn: string | null;
  @ApiProperty({ nullable: true, type: String, example: '350.00' }) repairCost: string | null;
  @ApiProperty({ nullable: true, type: String }) repairedBy: string | null;
}

export class VehicleDamagePageView {
  @ApiProperty({ type: [VehicleDamageView] }) items: VehicleDamageView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ type: DiagramViewBoxView, description: 'The damage diagram coordinate space' }) viewBox: DiagramViewBoxView;
}
