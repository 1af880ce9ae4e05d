import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { BookingSettingsService } from './booking-settings.service';
import { BookingSettingsDto, BookingSettingsView } from './dto/booking-settings.dto';

/** How the business books its cars; the admin's alone, every change logged. */
@ApiTags('admin: booking settings')
@Auth('admin')
@Controller('admin/settings')
export class AdminBookingSettingsController {
  constructor(private readonly bookingSettings: BookingSettingsService) {}

  @Get('booking')
  @ApiOkResponse({ type: BookingSettingsView })
  settings(): Promise<BookingSettingsView> {
    return this.bookingSettings.settings();
  }

  @Put('booking')
  @ApiOkResponse({ type: BookingSettingsView, description: 'Applies to bookings made from now on; bookings already made stand' })
  @ApiBadRequestResponse({ description: 'Turnaround hours that are not a whole number from 0 to 72' })
  save(@Body() dto: BookingSettingsDto, @CurrentUser() user: AuthUser): Promise<BookingSettingsView> {
    return this.bookingSettings.save(user, dto);
  }
}
