import { PartialType } from '@nestjs/swagger';
import { VehicleFormDto } from './vehicle-form.dto';

export class UpdateVehicleDto extends PartialType(VehicleFormDto) {}
