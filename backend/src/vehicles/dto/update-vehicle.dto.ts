import { PartialType } from '@nestjs/swagger';
import { VehicleFormDto } from './vehicle-form.dto';

/** Every field optional, but null only where the column takes it (plate letters, colour, photo). */
export class UpdateVehicleDto extends PartialType(VehicleFormDto, { skipNullProperties: false }) {}
