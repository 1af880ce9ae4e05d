import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/decorators/current-user.decorator';
import { Auth } from '../../auth/decorators/roles.decorator';
import { PRIVATE_NO_STORE, XLSX_TYPE } from '../../common/storage/stored-file-response';
import { Language } from '../../i18n/language';
import { RequestLanguage } from '../../i18n/request-language.decorator';
import { BreachPageQueryDto, BreachRangeQueryDto } from './breach-query.dto';
import { DocumentViewPageView, ExposedCustomerPageView } from './breach.views';
import { BreachResponseService } from './breach-response.service';
import { BreachExport } from './breach-workbooks';

const RANGE_REFUSED =
  'A missing or malformed field (VALIDATION_FAILED), a range ending before it starts (REPORT_RANGE_REVERSED), longer than 24 months (REPORT_RANGE_TOO_LONG) or outside the days reports take (REPORT_RANGE_OUT_OF_BOUNDS)';

const file = (workbook: BreachExport) =>
  new StreamableFile(workbook.stream, { type: XLSX_TYPE, disposition: `attachment; filename="${workbook.fileName}"` });

/** The admin's breach response: who opened which identity documents, and whom to notify. */
@ApiTags('admin: breach response')
@Auth('admin')
@Controller('admin/breach')
export class BreachResponseController {
  constructor(private readonly breach: BreachResponseService) {}

  @Get('document-views')
  @ApiOkResponse({ type: DocumentViewPageView })
  @ApiBadRequestResponse({ description: RANGE_REFUSED })
  documentViews(@Query() query: BreachPageQueryDto): Promise<DocumentViewPageView> {
    return this.breach.documentViews(query);
  }

  @Get('document-views.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Every document view of the range in one sheet; the download is logged (breach_export_downloaded)' })
  @ApiBadRequestResponse({ description: RANGE_REFUSED })
  async documentViewsWorkbook(
    @Query() query: BreachRangeQueryDto,
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: Language,
  ): Promise<StreamableFile> {
    return file(await this.breach.exportDocumentViews(user, query, language));
  }

  @Get('exposed-customers')
  @ApiOkResponse({ type: ExposedCustomerPageView })
  @ApiBadRequestResponse({ description: RANGE_REFUSED })
  exposedCustomers(@Query() query: BreachPageQueryDto): Promise<ExposedCustomerPageView> {
    return this.breach.exposedCustomers(query);
  }

  @Get('exposed-customers.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({
    description: 'The notice list in one sheet, with each customer’s language; the download is logged (breach_export_downloaded)',
  })
  @ApiBadRequestResponse({ description: RANGE_REFUSED })
  async exposedCustomersWorkbook(
    @Query() query: BreachRangeQueryDto,
    @CurrentUser() user: AuthUser,
    @RequestLanguage() language: Language,
  ): Promise<StreamableFile> {
    return file(await this.breach.exportExposedCustomers(user, query, language));
  }
}
