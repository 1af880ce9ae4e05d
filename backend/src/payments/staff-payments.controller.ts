import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
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
import { AttachPaymentDto, DetachPaymentDto } from './dto/payment-attachment.dto';
import { PaymentAttachmentsService } from './payment-attachments.service';

/** The staff Payments tab: verify payments. The payment QR and bank details are the admin's (AdminPaymentSettingsController). */
@ApiTags('staff: payments')
@Auth('staff')
@Controller('staff')
export class StaffPaymentsController {
  constructor(
    private readonly staffPayments: StaffPaymentsService,
    private readonly attachments: PaymentAttachmentsService,
  ) {}

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

  @Post('payments/:id/attach')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffPaymentView, description: "The payment now belongs to the rental, and its money is on the rental's account" })
  @ApiBadRequestResponse({ description: 'No rental id, or a rental of another customer' })
  @ApiNotFoundResponse({ description: 'Payment or rental not found' })
  @ApiConflictResponse({ description: 'The payment is not completed, or already belongs to a rental' })
  attach(@Param('id', ParseIdPipe) id: number, @Body() dto: AttachPaymentDto, @CurrentUser() user: AuthUser): Promise<StaffPaymentView> {
    return this.attachments.attach(id, dto.rentalId, user);
  }

  @Post('payments/:id/detach')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: StaffPaymentView,
    description: "The payment belongs to no rental; a reversing entry takes its money off the rental's account",
  })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiNotFoundResponse({ description: 'Payment not found' })
  @ApiConflictResponse({ description: 'The payment belongs to no rental, or taking it off would leave more refunded than paid' })
  detach(@Param('id', ParseIdPipe) id: number, @Body() dto: DetachPaymentDto, @CurrentUser() user: AuthUser): Promise<StaffPaymentView> {
    return this.attachments.detach(id, dto.reason, user);
  }
}
