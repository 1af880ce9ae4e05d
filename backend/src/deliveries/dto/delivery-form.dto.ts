import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';
import { IsEntityId } from '../../common/validation/ids';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsOptionalNotNull } from '../../common/validation/optional';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';
import { DeliveryTimeField, KilometresField, LocationField, MISC_EXPENSE_MESSAGE } from './delivery-fields';
import { DELIVERY_ERRORS } from '../deliveries.errors';

export const VEHICLE_ID_MESSAGE = 'vehicleId must be the id of a fleet vehicle';
export const VEHICLE_REQUIRED_MESSAGE = DELIVERY_ERRORS.DELIVERY_VEHICLE_REQUIRED.message;
const VEHICLE_NAME_RULE = { max: 255, message: VEHICLE_REQUIRED_MESSAGE, tooLongMessage: 'vehicleDelivered can be at most 255 characters' };

/** The fleet vehicle: by id, or (the older field) by its exact name when no id is sent (one of them on create). */
class DeliveryVehicleDto extends IgnoredStaffIdentityDto {
  @ApiPropertyOptional({ example: 3, description: 'The fleet vehicle; takes precedence over vehicleDelivered' })
  @IsOptionalNotNull()
  @IsEntityId(VEHICLE_ID_MESSAGE)
  vehicleId?: number;

  @ApiPropertyOptional({ example: 'Perodua Myvi 1.5 AV', description: "A fleet vehicle's exact name, when vehicleId is not sent" })
  @ValidateIf((dto: DeliveryVehicleDto) => dto.vehicleDelivered !== undefined)
  @Trim()
  @IsRequiredText(VEHICLE_NAME_RULE)
  vehicleDelivered?: string;
}

/** POST /api/staff/deliveries. The staff member is the token's, never the body's. */
export class CreateDeliveryDto extends DeliveryVehicleDto {
  @DeliveryTimeField()
  deliveryTime: Date;

  @LocationField('fromLocation', 'KLIA Terminal 1')
  fromLocation: string;

  @LocationField('toLocation', 'Pavilion Kuala Lumpur')
  toLocation: string;

  @KilometresField()
  totalKm: string;

  @ApiPropertyOptional({ example: '12.50', default: '0.00', description: 'Tolls, parking, fuel (RM)' })
  @IsOptionalNotNull()
  @IsMoneyAmount(MISC_EXPENSE_MESSAGE)
  miscExpense?: string;
}

/** PATCH /api/staff/deliveries/:id: any of the fields, each held to the same rule. */
export class UpdateDeliveryDto extends DeliveryVehicleDto {
  @IsOptionalNotNull()
  @DeliveryTimeField(false)
  deliveryTime?: Date;

  @IsOptionalNotNull()
  @LocationField('fromLocation', 'KLIA Terminal 1', false)
  fromLocation?: string;

  @IsOptionalNotNull()
  @LocationField('toLocation', 'Pavilion Kuala Lumpur', false)
  toLocation?: string;

  @IsOptionalNotNull()
  @KilometresField(false)
  totalKm?: string;

  @ApiPropertyOptional({ example: '12.50' })
  @IsOptionalNotNull()
  @IsMoneyAmount(MISC_EXPENSE_MESSAGE)
  miscExpense?: string;
}

export type DeliveryChanges = Pick<
  UpdateDeliveryDto,
  'vehicleId' | 'vehicleDelivered' | 'deliveryTime' | 'fromLocation' | 'toLocation' | 'totalKm' | 'miscExpense'
>;
