import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { StaffPaymentPageView, StaffPaymentView } from './dto/payment.view';
import { StaffPaymentQueryDto } from './dto/staff-payment-query.dto';
import { UpdatePaymentStatusDto } from './dto/update-payment-status.dto';
import { PaymentQrService } from './payment-qr.service';
import { proofImageUpload } from './payment-uploads';
import { StaffPaymentsService } from './staff-payments.service';

/** The staff Payments tab: verify payments, and the business's payment QR. */
@ApiTags('staff: payments')
@Auth('staff')
@Controller('staff')
export class StaffPaymentsController {
  constructor(
    private readonly staffPayments: StaffPaymentsService,
    private readonly qr: PaymentQrService,
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
  setStatus(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdatePaymentStatusDto, @CurrentUser() user: AuthUser): Promise<StaffPaymentView> {
    return this.staffPayments.setStatus(id, user, dto);
  }

  @Put('settings/payment-qr')
  @UseInterceptors(proofImageUpload('qrImage', 'The QR code image must be 10 MB or smaller'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "The business's DuitNow QR image in the field 'qrImage'" })
  @ApiOkResponse({ description: '{ uploaded: true }' })
  uploadQr(@UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() user: AuthUser): Promise<{ uploaded: true }> {
    return this.qr.upload(user, file);
  }

  @Delete('settings/payment-qr')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ success: true }: customers see the QR generated from the bank details again' })
  removeQr(@CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.qr.remove(user);
  }
}
