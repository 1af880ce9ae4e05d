import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { CreateVehicleBlockDto } from './dto/vehicle-block.dto';
import { VehicleBlockView } from './dto/vehicle-block.view';
import { VehicleBlocksService } from './vehicle-blocks.service';

/** Days a car is kept off the road (service, repair, accident): it cannot be booked on them. */
@ApiTags('staff: vehicles')
@Auth('staff')
@Controller('staff/vehicles/:id/blocks')
export class VehicleBlocksController {
  constructor(private readonly blocks: VehicleBlocksService) {}

  @Get()
  @ApiOkResponse({ type: [VehicleBlockView], description: 'Current and coming blocks, soonest first' })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  list(@Param('id', ParseIdPipe) id: number): Promise<VehicleBlockView[]> {
    return this.blocks.list(id);
  }

  @Post()
  @ApiCreatedResponse({ type: VehicleBlockView })
  @ApiBadRequestResponse({ description: 'A date that is not real, in the past, too far ahead, a last day before the first, or too long' })
  @ApiConflictResponse({ description: 'A rental (named) or another block holds the car on one of the days' })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  create(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CreateVehicleBlockDto,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleBlockView> {
    return this.blocks.create(id, dto, user);
  }

  @Delete(':blockId')
  @ApiOkResponse({ type: [VehicleBlockView], description: "The car's current and coming blocks after the removal" })
  @ApiNotFoundResponse({ description: 'No such block on this car' })
  remove(
    @Param('id', ParseIdPipe) id: number,
    @Param('blockId', ParseIdPipe) blockId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleBlockView[]> {
    return this.blocks.remove(id, blockId, user);
  }
}
