import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { sendPreparedJson } from '../common/http/prepared-json';
import { PaginationQueryDto } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { ApiRenderRefusals } from '../pdf/render-admission';
import { CreatePaymentDto } from './dto/create-payment.dto';
import { PaymentQrQueryDto } from './dto/payment-qr-query.dto';
import { PaymentPageView, PaymentQrView, PaymentView } from './dto/payment.view';
import { ReceiptFormat } from './entities/payment.entity';
import { PaymentQrService } from './payment-qr.service';
import { proofImageUpload } from './payment-uploads';
import { PaymentsService } from './payments.service';

/** The customer payment portal; receipts and proofs also open for staff. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly qr: PaymentQrService,
  ) {}

  @Get('qr')
  @Auth('customer')
  @ApiOkResponse({ type: PaymentQrView })
  @ApiBadRequestResponse({ description: 'A bad amount or Idempotency-Key' })
  paymentQr(@Query() query: PaymentQrQueryDto, @CurrentUser() user: AuthUser): Promise<PaymentQrView> {
    return this.qr.forPayment(user, query);
  }

  @Post()
  @Auth('customer')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      '8-100 letters, digits, - or _; the same key and body return the same payment, whose reference is the one GET /payments/qr showed for the key',
  })
  @ApiCreatedResponse({ type: PaymentView, description: 'A new pending payment (200 with the same payment when the key was used before)' })
  @ApiBadRequestResponse({
    description: 'Missing Information: Please fill in all required fields; a bad amount; a method that is coming soon',
  })
  @ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was used for a different payment' })
  @ApiConflictResponse({ description: 'The reference shown for this key is taken (practically never): open the QR again' })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreatePaymentDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentView> {
    const { payment, created } = await this.payments.create(user, dto, idempotencyKey);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return payment;
  }

  @Get('customer')
  @Auth('customer')
  @ApiOkResponse({ type: PaymentPageView })
  async mine(@CurrentUser() user: AuthUser, @Query() query: PaginationQueryDto, @Res() response: Response): Promise<void> {
    // Page<PaymentView>, serialized once per kept page (PaymentsService.listMineAsJson).
    await sendPreparedJson(response, await this.payments.listMineAsJson(user.id, query));
  }

  @Post(':id/proof')
  @Auth('customer')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(proofImageUpload('paymentProof'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "The proof image in the field 'paymentProof' (JPEG, PNG or WebP, at most 10 MB)" })
  @ApiOkResponse({ type: PaymentView })
  @ApiBadRequestResponse({ description: 'No file, or not a JPEG, PNG or WebP image' })
  @ApiPayloadTooLargeResponse({ description: 'File Too Large: Please select an image file smaller than 10MB.' })
  @ApiNotFoundResponse({ description: 'Payment not found (or not yours)' })
  @ApiConflictResponse({ description: 'The payment is no longer pending' })
  async uploadProof(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<PaymentView> {
    return this.payments.uploadProof(user, id, file);
  }

  @Get(':id/proof')
  @Auth('customer', 'staff')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The proof image' })
  @ApiNotFoundResponse({ description: 'Payment or proof not found' })
  async proof(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return storedFileResponse(await this.payments.openProof(id, user));
  }

  @Get(':id/receipt')
  @Auth('customer', 'staff')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The receipt (receipt-<number>.pdf), in the customer's chosen language" })
  @ApiNotFoundResponse({ description: 'Payment not found (or not yours)' })
  @ApiConflictResponse({ description: 'There is no receipt for a failed payment' })
  @ApiRenderRefusals('receipt')
  receiptPdf(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return this.receipt(id, user, 'pdf');
  }

  @Get(':id/receipt/jpeg')
  @Auth('customer', 'staff')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: "The receipt as an image (receipt-<number>.jpg), in the customer's chosen language" })
  @ApiNotFoundResponse({ description: 'Payment not found (or not yours)' })
  @ApiConflictResponse({ description: 'There is no receipt for a failed payment' })
  @ApiRenderRefusals('receipt')
  receiptJpeg(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return this.receipt(id, user, 'jpeg');
  }

  private async receipt(id: number, user: AuthUser, format: ReceiptFormat): Promise<StreamableFile> {
    const { data, fileName } = await this.payments.receipt(id, user, format);
    return new StreamableFile(data, {
      type: format === 'pdf' ? 'application/pdf' : 'image/jpeg',
      disposition: `attachment; filename="${fileName}"`,
      length: data.length,
    });
  }
}
