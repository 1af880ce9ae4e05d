import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
import type { ReturnPhotoType } from '../entities/rental-return.entity';
import { RETURN_PHOTO_TYPES } from './return-inspection.dto';

export class ReturnPhotoView {
  @ApiProperty({ enum: RETURN_PHOTO_TYPES, enumName: 'ReturnPhotoType' })
  type: ReturnPhotoType;

  @ApiProperty({ description: 'The photo key: GET …/return/files/{key}' })
  key: string;

  @ApiProperty({ description: 'ISO instant the photo reached the server' })
  takenAt: string;
}

export class PickupPhotoView {
  @ApiProperty({ description: 'A pickup angle: GET …/files/{type}' })
  type: string;

  @ApiProperty()
  takenAt: string;
}

export class DamagePointView {
  @ApiProperty()
  id: number;

  @ApiProperty({ nullable: true, type: Number })
  rentalId: number | null;

  @ApiProperty({ enum: ['pickup', 'return'], enumName: 'DamagePhase' })
  phase: DamagePhase;

  @ApiProperty({ enum: DAMAGE_STATUSES, enumName: 'DamageStatus' })
  status: DamageStatus;

  @ApiProperty()
  x: number;

  @ApiProperty()
  y: number;

  @ApiProperty({ enum: CAR_PANELS, enumName: 'CarPanel' })
  panel: CarPanel;

  @ApiProperty({ enum: DAMAGE_KINDS, enumName: 'DamageKind' })
  kind: DamageKind;

  @ApiProperty({ enum: DAMAGE_SIZES, enumName: 'DamageSize' })
  size: DamageSize;

  @ApiProperty({ nullable: true, type: String })
  note: string | null;

  @ApiProperty({ nullable: true, type: String })
  photoKey: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'RM charged for it at this return (null for damage already on the car)' })
  charge: string | null;

  @ApiProperty({ nullable: true, type: String })
  chargeReason: string | null;

  @ApiProperty()
  createdAt: string;
}

export class ReturnFeeLineView {
  @ApiProperty({ description: "The line's key in the quote" })
  line: string;

  @ApiProperty()
  feeId: number;

  @ApiProperty({ enum: ['cleaning', 'smoking'] })
  category: 'cleaning' | 'smoking';

  @ApiProperty()
  nameEn: string;

  @ApiProperty()
  nameMs: string;

  @ApiProperty({ example: '50.00' })
  amount: string;
}

export class ChargeReasonView {
  @ApiProperty({
    enum: ['FUEL_SHORT', 'LATE_RETURN', 'EXTRA_MILEAGE', 'RETURN_FEE', 'DAMAGE_LIST_PRICE', 'DAMAGE_TYPED'],
    enumName: 'ReturnChargeReason',
  })
  code: 'FUEL_SHORT' | 'LATE_RETURN' | 'EXTRA_MILEAGE' | 'RETURN_FEE' | 'DAMAGE_LIST_PRICE' | 'DAMAGE_TYPED';

  @ApiProperty({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } })
  params: Record<string, string | number>;
}

export class ReturnChargeLineView {
  @ApiProperty({ example: 'fuel', description: 'Stable key: fuel, late_return, extra_mileage, fee:…, damage:…' })
  line: string;

  @ApiProperty({ enum: ['fuel', 'late_return', 'extra_mileage', 'cleaning', 'damage'], enumName: 'ReturnChargeCategory' })
  category: 'fuel' | 'late_return' | 'extra_mileage' | 'cleaning' | 'damage';

  @ApiProperty({ example: '20.00' })
  amount: string;

  @ApiProperty({ description: 'Why, in English (the ledger keeps it as the note)' })
  why: string;

  @ApiProperty({ type: ChargeReasonView })
  reason: ChargeReasonView;

  @ApiProperty()
  waived: boolean;

  @ApiProperty({ nullable: true, type: String })
  waiverReason: string | null;
}

export class ReturnQuoteLinesView {
  @ApiProperty({ type: [ReturnChargeLineView] })
  lines: ReturnChargeLineView[];

  @ApiProperty({ example: '85.00', description: 'Sum of the lines not waived' })
  total: string;

  @ApiProperty({ description: 'What the return still needs before it can be finalized', type: [String] })
  missing: string[];
}

export class DiagramViewBoxView {
  @ApiProperty({ example: 200 })
  width: number;

  @ApiProperty({ example: 400 })
  height: number;
}

export class ReturnInspectionView {
  @ApiProperty()
  rentalId: number;

  @ApiProperty({ description: 'The rental status' })
  status: string;

  @ApiProperty()
  vehicleName: string;

  @ApiProperty({ nullable: true, type: String })
  customerName: string | null;

  @ApiProperty({ description: 'ISO instant the car was due back' })
  dueAt: string;

  @ApiProperty({ nullable: true, type: Number })
  pickupFuelLevel: number | null;

  @ApiProperty()
  pickupMileage: number;

  @ApiProperty({ type: [PickupPhotoView] })
  pickupPhotos: PickupPhotoView[];

  @ApiProperty({ type: [ReturnPhotoView] })
  photos: ReturnPhotoView[];

  @ApiProperty({ nullable: true, type: Number })
  fuelLevel: number | null;

  @ApiProperty({ nullable: true, type: Number })
  mileage: number | null;

  @ApiProperty({ nullable: true, type: String })
  returnedAt: string | null;

  @ApiProperty()
  signed: boolean;

  @ApiProperty({ nullable: true, type: String })
  signedAt: string | null;

  @ApiProperty({ nullable: true, type: String })
  customerAbsentReason: string | null;

  @ApiProperty({ type: [DamagePointView], description: 'Recorded at this return' })
  damages: DamagePointView[];

  @ApiProperty({ type: [DamagePointView], description: 'Open on the car from earlier rentals and the pickup: never charged again' })
  preExistingDamages: DamagePointView[];

  @ApiProperty({ type: [ReturnFeeLineView] })
  fees: ReturnFeeLineView[];

  @ApiProperty({ type: ReturnQuoteLinesView })
  quote: ReturnQuoteLinesView;

  @ApiPropertyOptional({ nullable: true, type: String })
  finalizedAt: string | null;

  @ApiProperty({ type: DiagramViewBoxView, description: 'The damage diagram coordinate space' })
  viewBox: DiagramViewBoxView;
}

export class ReturnFeeView {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ['cleaning', 'smoking'] })
  category: 'cleaning' | 'smoking';

  @ApiProperty()
  nameEn: string;

  @ApiProperty()
  nameMs: string;

  @ApiProperty({ example: '50.00' })
  amount: string;

  @ApiProperty()
  active: boolean;
}

export class DamagePriceView {
  @ApiProperty({ enum: DAMAGE_KINDS, enumName: 'DamageKind' })
  kind: DamageKind;

  @ApiProperty({ enum: DAMAGE_SIZES, enumName: 'DamageSize' })
  size: DamageSize;

  @ApiProperty({ example: '150.00' })
  amount: string;
}

export class ReturnPriceListView {
  @ApiProperty({ type: [ReturnFeeView] })
  fees: ReturnFeeView[];

  @ApiProperty({ type: [DamagePriceView] })
  damagePrices: DamagePriceView[];
}
