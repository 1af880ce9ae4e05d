import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { BankDetailsDto } from '../settings/dto/bank-details.dto';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { PaymentQrRemovedView, PaymentQrUploadedView, PaymentSettingsView } from './dto/payment.view';
import { PaymentQrService } from './payment-qr.service';
import { proofImageUpload } from './payment-uploads';
import { PAYMENT_ERRORS } from './payments.errors';

/**
 * Where every customer's money goes: the payment QR and the bank details. The admin's alone (staff
 * see them read-only); each change is logged and e-mailed to ADMIN_EMAIL in the admin's language.
 */
@ApiTags('admin: payment settings')
@Auth('admin')
@Controller('admin/settings')
export class AdminPaymentSettingsController {
  constructor(
    private readonly qr: PaymentQrService,
    private readonly paymentDetails: PaymentDetailsService,
  ) {}

  @Get('payment')
  @ApiOkResponse({ type: PaymentSettingsView })
  settings(): Promise<PaymentSettingsView> {
    return this.qr.settings();
  }

  @Put('payment')
  @ApiOkResponse({ type: PaymentSettingsView })
  @ApiBadRequestResponse({ description: 'A missing or malformed bank name, account name or account number' })
  async saveBankDetails(
    @Body() dto: BankDetailsDto,
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: Language,
  ): Promise<PaymentSettingsView> {
    await this.paymentDetails.saveBankDetails(user, dto, language);
    return this.qr.settings();
  }

  @Put('payment-qr')
  @UseInterceptors(proofImageUpload('qrImage', PAYMENT_ERRORS.QR_IMAGE_TOO_LARGE))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "The business's DuitNow QR image in the field 'qrImage'" })
  @ApiOkResponse({ type: PaymentQrUploadedView, description: 'The QR was read; each payment is now shown a QR made from it' })
  @ApiBadRequestResponse({
    description:
      'No image, no readable QR in it (PAYMENT_QR_UNREADABLE), a QR that is not an EMVCo payment QR (PAYMENT_QR_NOT_PAYMENT) or not in ringgit (PAYMENT_QR_NOT_RINGGIT): nothing changes',
  })
  uploadQr(
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: Language,
  ): Promise<PaymentQrUploadedView> {
    return this.qr.upload(user, file, language);
  }

  @Delete('payment-qr')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PaymentQrRemovedView, description: 'Customers are shown the bank details to transfer to again' })
  removeQr(@CurrentUser() user: AuthUser, @RequestLanguage() language: Language): Promise<{ success: true }> {
    return this.qr.remove(user, language);
  }
}
