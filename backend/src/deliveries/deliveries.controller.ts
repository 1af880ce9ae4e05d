import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { DeliveriesService } from './deliveries.service';
import { CreateDeliveryDto, UpdateDeliveryDto } from './dto/delivery-form.dto';
import { DeliveryQueryDto } from './dto/delivery-query.dto';
import { DeliveryDeletedView, DeliveryPageView, DeliveryView } from './dto/delivery.view';

/** The staff Deliveries tab: vehicle deliveries and collections with their kilometres and expenses. */
@ApiTags('staff: deliveries')
@Auth('staff')
@Controller('staff/deliveries')
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Get()
  @ApiOkResponse({ type: DeliveryPageView })
  @ApiBadRequestResponse({ description: 'A date that is not YYYY-MM-DD, or to before from' })
  list(@Query() query: DeliveryQueryDto): Promise<DeliveryPageView> {
    return this.deliveries.list(query);
  }

  @Post()
  @ApiCreatedResponse({ type: DeliveryView })
  @ApiNotFoundResponse({ description: 'Vehicle not found' })
  create(@Body() dto: CreateDeliveryDto, @CurrentUser() user: AuthUser): Promise<DeliveryView> {
    return this.deliveries.create(user, dto);
  }

  @Patch(':id')
  @ApiOkResponse({ type: DeliveryView })
  @ApiNotFoundResponse({ description: 'Delivery not found, or Vehicle not found' })
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDeliveryDto, @CurrentUser() user: AuthUser): Promise<DeliveryView> {
    return this.deliveries.update(id, user, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DeliveryDeletedView })
  @ApiNotFoundResponse({ description: 'Delivery not found' })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.deliveries.remove(id, user);
  }
}
