import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Public } from '../auth/decorators/public.decorator';
import { AvailabilityView } from '../bookings/dto/availability.view';
import { DateRangeDto } from '../bookings/dto/date-range.dto';
import { sendPreparedJson } from '../common/http/prepared-json';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { storedFileResponse } from '../common/storage/stored-file-response';
import { PublicVehicleView } from './dto/public-vehicle.view';
import { VehiclesService } from './vehicles.service';

@ApiTags('vehicles')
@Public()
@Controller()
export class VehiclesController {
  constructor(private readonly vehiclesService: VehiclesService) {}

  @Get('vehicles')
  @ApiOkResponse({ type: [PublicVehicleView] })
  async list(@Res() response: Response): Promise<void> {
    // PublicVehicleView[], serialized once until the next write (VehiclesService.listPublicAsJson).
    await sendPreparedJson(response, await this.vehiclesService.listPublicAsJson());
  }

  @Post('vehicles/:id/check-availability')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AvailabilityView })
  @ApiBadRequestResponse({ description: 'Bad dates, a start in the past or an end before the start' })
  @ApiNotFoundResponse({ description: 'No active vehicle with this id' })
  checkAvailability(@Param('id', ParseIdPipe) id: number, @Body() range: DateRangeDto): Promise<AvailabilityView> {
    return this.vehiclesService.checkAvailability(id, range);
  }

  @Get('vehicle-photos/:filename')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOkResponse({ description: 'The vehicle photo (JPEG)' })
  async photo(@Param('filename') fileName: string): Promise<StreamableFile> {
    return storedFileResponse(await this.vehiclesService.openPhoto(fileName));
  }
}
