import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { StaffRentalView } from '../rentals/dto/staff-rental.view';
import { RepairDamageDto, VehicleDamageQueryDto } from './dto/vehicle-damage.dto';
import { VehicleDamagePageView, VehicleDamageView } from './dto/vehicle-damage.view';
import { VehicleDamagesService } from './vehicle-damages.service';

/** A car's damage history (open and repaired) and the repair that closes a point. */
@ApiTags('staff: vehicle damage')
@Auth('staff')
@Controller('staff/vehicles/:id/damages')
export class VehicleDamagesController {
  constructor(private readonly damages: VehicleDamagesService) {}

  @Get()
  @ApiOkResponse({ type: VehicleDamagePageView })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  list(@Param('id', ParseIdPipe) id: number, @Query() query: VehicleDamageQueryDto): Promise<VehicleDamagePageView> {
    return this.damages.list(id, query);
  }

  @Post(':damageId/repair')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VehicleDamageView, description: 'Closed as repaired, with its cost and day' })
  @ApiBadRequestResponse({ description: 'A cost out of range, or a day in the future or before the damage was found' })
  @ApiNotFoundResponse({ description: 'Not a damage point of this vehicle' })
  @ApiConflictResponse({ description: 'Already repaired, or still on a return that is not finalized' })
  repair(
    @Param('id', ParseIdPipe) id: number,
    @Param('damageId', ParseIdPipe) damageId: number,
    @Body() dto: RepairDamageDto,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleDamageView> {
    return this.damages.repair(id, damageId, user, dto);
  }
}

/** The pickup wizard's first step: the car's open damage was shown to the customer. */
@ApiTags('staff: agreement wizard')
@Auth('staff')
@Controller('staff/rentals/:id/existing-damage-shown')
export class ExistingDamageShownController {
  constructor(private readonly damages: VehicleDamagesService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffRentalView, description: 'The open damage points shown, recorded on the rental' })
  @ApiNotFoundResponse({ description: 'No such rental' })
  @ApiConflictResponse({ description: 'The agreement is already completed' })
  confirm(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StaffRentalView> {
    return this.damages.showExistingDamage(id, user);
  }
}
