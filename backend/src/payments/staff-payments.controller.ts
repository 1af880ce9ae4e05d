import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { StaffPaymentPageView, StaffPaymentView } from './dto/payment.view';
import { StaffPaymentQueryDto } from './dto/staff-payment-query.dto';
import { UpdatePaymentStatusDto } from './dto/update-payment-status.dto';
import { StaffPaymentsService } from './staff-payments.service';

/** The staff Payments tab: verify payments. The payment QR and bank details are the admin's (AdminPaymentSettingsController). */
@ApiTags('staff: payments')
@Auth('staff')
@Controller('staff')
export class StaffPaymentsController {
  constructor(private readonly staffPayments: StaffPaymentsService) {}

  @Get('payments')
  @ApiOkResponse({ type: StaffPaymentPageView })
  list(@Query() query: StaffPaymentQueryDto): Promise<Page<StaffPaymentView>> {
    return this.staffPayments.list(query);
  }

  @Patch('payments/:id/status')
  @ApiOkResponse({ type: StaffPaymentView })
  @ApiBadRequestResponse({ description: 'Not completed or failed, or a failed payment without a reason' })
  @ApiNotFoundResponse({ description: 'Payment not found' })
  @ApiConflictResponse({ description: 'The payment is no longer pending' })
  setStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdatePaymentStatusDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffPaymentView> {
    return this.staffPayments.setStatus(id, user, dto);
  }
}
