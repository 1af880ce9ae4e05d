import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { storedFileResponse } from '../common/storage/stored-file-response';
import { PaymentQrService } from './payment-qr.service';

/** The business's uploaded payment QR: public, like a QR printed at the counter. */
@ApiTags('payments')
@Controller('settings')
export class PaymentSettingsController {
  constructor(private readonly qr: PaymentQrService) {}

  @Get('payment-qr')
  @Public()
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ description: 'The uploaded QR image, as the admin uploaded it (customers scan a QR made for each payment from it)' })
  @ApiNotFoundResponse({ description: 'None uploaded: customers are shown the bank details to transfer to' })
  async paymentQr(): Promise<StreamableFile> {
    return storedFileResponse(await this.qr.openUploaded());
  }
}
