import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../common/validation/trim';
import { QuoteDto } from '../../pricing/dto/quote.dto';

/**
 * The booking request payload: what a quote is made from (car, dates, add-ons, delivery zone),
 * and a message. customerId and vehicleName are declared so a client sending them
 * is not refused, and ignored: the customer comes from the token, the name from the vehicle.
 */
export class CreateBookingRequestDto extends QuoteDto {
  @ApiPropertyOptional({ type: Number, description: 'Ignored: the signed-in customer is used' })
  @IsOptional()
  customerId?: unknown;

  @ApiPropertyOptional({ description: "Ignored: the vehicle's own name is used" })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  vehicleName?: string;

  @ApiPropertyOptional({ example: 'Pickup at KLIA please', maxLength: 1000 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Message must be text' })
  @MaxLength(1000, { message: 'Message must be at most 1000 characters' })
  customerMessage?: string;
}
