import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { AddOnDto, DeliveryZoneDto, HolidayQueryDto, SeasonDto, WeekendDaysDto } from './dto/rate-plan.dto';
import { AddOnView, DeliveryZoneView, HolidayView, PricingCatalogueView, RatePlansView, SeasonView } from './dto/rate-plan.view';
import { RatePlansService } from './rate-plans.service';

/** What a customer may add to a booking: read by anyone. */
@ApiTags('vehicles')
@Public()
@Controller('pricing')
export class PricingCatalogueController {
  constructor(private readonly plans: RatePlansService) {}

  @Get('catalogue')
  @ApiOkResponse({ type: PricingCatalogueView })
  catalogue(): Promise<PricingCatalogueView> {
    return this.plans.catalogue();
  }
}

/** The admin's rate plans: seasons, add-ons, delivery zones and the weekend. */
@ApiTags('admin: rate plans')
@Auth('admin')
@Controller('admin')
export class RatePlansController {
  constructor(private readonly plans: RatePlansService) {}

  @Get('rate-plans')
  @ApiOkResponse({ type: RatePlansView })
  list(): Promise<RatePlansView> {
    return this.plans.list();
  }

  @Get('rate-plans/holidays')
  @ApiOkResponse({ type: [HolidayView], description: "Malaysia's public holidays for the next two years, the state's own included" })
  holidays(@Query() query: HolidayQueryDto): Promise<HolidayView[]> {
    return this.plans.holidays(query.state ?? null);
  }

  @Post('seasons')
  @ApiCreatedResponse({ type: SeasonView })
  @ApiBadRequestResponse({ description: 'A bad field, an end before the start, or an overlap with a season over the same cars' })
  createSeason(@Body() dto: SeasonDto, @CurrentUser() user: AuthUser): Promise<SeasonView> {
    return this.plans.createSeason(user, dto);
  }

  @Put('seasons/:id')
  @ApiOkResponse({ type: SeasonView })
  @ApiNotFoundResponse({ description: 'No such season' })
  updateSeason(@Param('id', ParseIdPipe) id: number, @Body() dto: SeasonDto, @CurrentUser() user: AuthUser): Promise<SeasonView> {
    return this.plans.updateSeason(user, id, dto);
  }

  @Delete('seasons/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RatePlansView, description: 'The rate plans without it (bookings keep their prices)' })
  @ApiNotFoundResponse({ description: 'No such season' })
  removeSeason(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<RatePlansView> {
    return this.plans.removeSeason(user, id);
  }

  @Post('add-ons')
  @ApiCreatedResponse({ type: AddOnView })
  createAddOn(@Body() dto: AddOnDto, @CurrentUser() user: AuthUser): Promise<AddOnView> {
    return this.plans.createAddOn(user, dto);
  }

  @Put('add-ons/:id')
  @ApiOkResponse({ type: AddOnView })
  @ApiNotFoundResponse({ description: 'No such add-on' })
  updateAddOn(@Param('id', ParseIdPipe) id: number, @Body() dto: AddOnDto, @CurrentUser() user: AuthUser): Promise<AddOnView> {
    return this.plans.updateAddOn(user, id, dto);
  }

  @Post('delivery-zones')
  @ApiCreatedResponse({ type: DeliveryZoneView })
  createZone(@Body() dto: DeliveryZoneDto, @CurrentUser() user: AuthUser): Promise<DeliveryZoneView> {
    return this.plans.createZone(user, dto);
  }

  @Put('delivery-zones/:id')
  @ApiOkResponse({ type: DeliveryZoneView })
  @ApiNotFoundResponse({ description: 'No such delivery zone' })
  updateZone(@Param('id', ParseIdPipe) id: number, @Body() dto: DeliveryZoneDto, @CurrentUser() user: AuthUser): Promise<DeliveryZoneView> {
    return this.plans.updateZone(user, id, dto);
  }

  @Put('weekend')
  @ApiOkResponse({ type: [Number], description: 'The weekend days as saved, Friday first' })
  setWeekend(@Body() dto: WeekendDaysDto, @CurrentUser() user: AuthUser): Promise<number[]> {
    return this.plans.setWeekend(user, dto);
  }
}
