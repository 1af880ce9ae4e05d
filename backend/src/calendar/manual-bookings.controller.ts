import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { CreateManualBookingDto } from './dto/manual-booking.dto';
import { ManualBookingView } from './dto/manual-booking.view';
import { ManualBookingsService } from './manual-bookings.service';

@ApiTags('staff: calendar')
@Auth('staff')
@Controller('staff/bookings')
export class ManualBookingsController {
  constructor(private readonly manualBookings: ManualBookingsService) {}

  @Post('manual')
  @ApiCreatedResponse({ type: ManualBookingView, description: 'The rental, awaiting its agreement' })
  @ApiBadRequestResponse({ description: 'Missing or bad dates, times or amounts, or dates that cannot be booked' })
  @ApiNotFoundResponse({ description: 'Customer not found / Vehicle not found (also an inactive vehicle)' })
  @ApiConflictResponse({ description: 'The customer is blacklisted, or the vehicle is already booked for those dates' })
  create(@Body() dto: CreateManualBookingDto, @CurrentUser() user: AuthUser): Promise<ManualBookingView> {
    return this.manualBookings.create(dto, user);
  }
}
