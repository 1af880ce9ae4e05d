import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { AddChargeDto, ReverseEntryDto } from './dto/account-entry.dto';
import { RentalAccountStatementView } from './dto/rental-account-statement.view';
import { RentalAccountsService } from './rental-accounts.service';

@ApiTags('staff: rentals')
@Auth('staff')
@Controller('staff/rentals/:id/account')
export class StaffRentalAccountController {
  constructor(private readonly accounts: RentalAccountsService) {}

  @Get()
  @ApiOkResponse({ type: RentalAccountStatementView })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  statement(@Param('id', ParseIdPipe) id: number): Promise<RentalAccountStatementView> {
    return this.accounts.statement(id);
  }

  @Post('charges')
  @HttpCode(HttpStatus.CREATED)
  @ApiOkResponse({ type: RentalAccountStatementView, description: 'The account with the new charge' })
  @ApiBadRequestResponse({ description: 'Unknown category, an amount that is not more than RM 0.00 or above RM 999,999.99, or no reason' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  addCharge(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AddChargeDto,
    @CurrentUser() user: AuthUser,
  ): Promise<RentalAccountStatementView> {
    return this.accounts.addCharge(id, dto, user);
  }

  @Post('entries/:entryId/reverse')
  @HttpCode(HttpStatus.CREATED)
  @ApiOkResponse({ type: RentalAccountStatementView, description: 'The account with the reversing entry' })
  @ApiNotFoundResponse({ description: 'Rental or entry not found' })
  @ApiConflictResponse({ description: 'Already reversed, or the reversal would refund more than was paid' })
  reverse(
    @Param('id', ParseIdPipe) id: number,
    @Param('entryId', ParseIdPipe) entryId: number,
    @Body() dto: ReverseEntryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<RentalAccountStatementView> {
    return this.accounts.reverse(id, entryId, dto, user);
  }
}
