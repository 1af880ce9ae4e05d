import {
  Body,
  Controller,
  Delete,
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
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page, PaginationQueryDto } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { pdfDownload, PRIVATE_NO_STORE } from '../common/storage/stored-file-response';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { ApiRenderRefusals } from '../pdf/render-admission';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { InvoiceDeletedView, InvoicePageView, InvoiceView } from './dto/invoice.view';
import { InvoicesService } from './invoices.service';

@ApiTags('staff: invoices')
@Auth('staff')
@Controller('staff/invoices')
export class StaffInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOkResponse({ type: InvoicePageView, description: 'Newest first' })
  @ApiBadRequestResponse({ description: 'A bad page or limit' })
  list(@Query() query: PaginationQueryDto): Promise<Page<InvoiceView>> {
    return this.invoices.list(query);
  }

  @Post()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8-100 letters, digits, - or _; the same key and fields return the same invoice',
  })
  @ApiCreatedResponse({ type: InvoiceView, description: 'A new invoice (200 with the same invoice when the key was used before)' })
  @ApiBadRequestResponse({ description: "The form's messages, e.g. 'Customer name is required', 'Total amount must be greater than 0'" })
  @ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was used for a different invoice' })
  async create(
    @Body() dto: CreateInvoiceDto,
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvoiceView> {
    const { invoice, created } = await this.invoices.create(dto, user, idempotencyKey);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return invoice;
  }

  @Get(':id/download')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice PDF (invoice-<id>-<invoiceDate>.pdf)' })
  @ApiNotFoundResponse({ description: 'Invoice not found' })
  @ApiRenderRefusals('PDF')
  async download(
    @Param('id', ParseIdPipe) id: number,
    @RequestLanguage() language: Language,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.invoices.renderPdf(id, language, user);
    return pdfDownload(pdf, fileName);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: InvoiceDeletedView })
  @ApiNotFoundResponse({ description: 'Invoice not found' })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<InvoiceDeletedView> {
    return this.invoices.remove(id, user);
  }
}
