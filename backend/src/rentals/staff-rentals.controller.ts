import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { CancelRentalDto } from './dto/cancel-rental.dto';
import { ReturnQuoteQueryDto, ReturnRentalDto } from './dto/return-rental.dto';
import { RentalDeletedView, ReturnQuoteView, StaffRentalPageView, StaffRentalView } from './dto/staff-rental.view';
import { StaffRentalQueryDto } from './dto/staff-rental-query.dto';
import { RentalsService } from './rentals.service';

@ApiTags('staff: rentals')
@Auth('staff')
@Controller('staff/rentals')
export class StaffRentalsController {
  constructor(private readonly rentalsService: RentalsService) {}

  @Get()
  @ApiOkResponse({ type: StaffRentalPageView })
  @ApiBadRequestResponse({ description: 'Unknown filter or status, or a bad page' })
  list(@Query() query: StaffRentalQueryDto): Promise<Page<StaffRentalView>> {
    return this.rentalsService.listForStaff(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: StaffRentalView })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<StaffRentalView> {
    return this.rentalsService.findOne(id);
  }

  @Get(':id/return-quote')
  @ApiOkResponse({ type: ReturnQuoteView })
  @ApiBadRequestResponse({ description: 'Return mileage missing, not a whole number, too large, or below the mileage at pickup' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  returnQuote(@Param('id', ParseIdPipe) id: number, @Query() query: ReturnQuoteQueryDto): Promise<ReturnQuoteView> {
    return this.rentalsService.returnQuote(id, query.returnMileage);
  }

  @Patch(':id/cancel')
  @ApiOkResponse({ type: StaffRentalView })
  @ApiBadRequestResponse({ description: 'Please give a reason for cancelling' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'This rental is already completed / cancelled' })
  cancel(@Param('id', ParseIdPipe) id: number, @Body() dto: CancelRentalDto, @CurrentUser() user: AuthUser): Promise<StaffRentalView> {
    return this.rentalsService.cancel(id, user, dto.reason);
  }

  @Patch(':id/return')
  @ApiOkResponse({ type: StaffRentalView })
  @ApiBadRequestResponse({ description: 'Bad return date, mileage or fuel level' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'Only an active rental can be marked as returned' })
  markReturned(@Param('id', ParseIdPipe) id: number, @Body() dto: ReturnRentalDto, @CurrentUser() user: AuthUser): Promise<StaffRentalView> {
    return this.rentalsService.markReturned(id, user, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RentalDeletedView })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<RentalDeletedView> {
    return this.rentalsService.remove(id, user);
  }
}
