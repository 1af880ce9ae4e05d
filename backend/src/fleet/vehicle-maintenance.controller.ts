import { Body, Controller, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { RecordServiceDto, ServiceScheduleDto } from './dto/vehicle-service.dto';
import { VehicleServiceView } from './dto/vehicle-service.view';
import { VehicleMaintenanceService } from './vehicle-maintenance.service';

/** A car's service schedule and the services done. */
@ApiTags('staff: vehicles')
@Auth('staff')
@Controller('staff/vehicles/:id')
export class VehicleMaintenanceController {
  constructor(private readonly maintenance: VehicleMaintenanceService) {}

  @Put('service-schedule')
  @ApiOkResponse({ type: VehicleServiceView })
  @ApiBadRequestResponse({ description: 'A distance outside 500 to 100,000 km or an interval outside 1 to 60 months' })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  setSchedule(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ServiceScheduleDto,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleServiceView> {
    return this.maintenance.setSchedule(id, dto, user);
  }

  @Post('services')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VehicleServiceView, description: 'The schedule with the next service counted from this one' })
  @ApiBadRequestResponse({ description: 'A day in the future or before the car was registered, or a bad odometer reading' })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  recordService(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RecordServiceDto,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleServiceView> {
    return this.maintenance.recordService(id, dto, user);
  }
}
