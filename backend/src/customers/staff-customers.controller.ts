import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse, XLSX_TYPE } from '../common/storage/stored-file-response';
import { documentUploads, UploadedDocuments } from './customer-documents';
import { CustomerExportService } from './customer-export.service';
import { CustomerView } from './dto/customer.view';
import { CustomerPageView, ReuploadView } from './dto/reupload.view';
import { StaffCustomerQueryDto } from './dto/staff-customer-query.dto';
import { UpdateCustomerStatusDto } from './dto/update-customer-status.dto';
import { StaffCustomersService } from './staff-customers.service';
import { AccountDeletionService } from './account-deletion.service';
import { ErasedCustomerView, PendingDeletionView } from './dto/account-deletion.view';

@ApiTags('staff: customers')
@Auth('staff')
@Controller('staff')
export class StaffCustomersController {
  constructor(
    private readonly staffCustomers: StaffCustomersService,
    private readonly exporter: CustomerExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** Customers who asked to delete their account and are not yet erased, oldest first, with what still holds each. */
  @Get('customers/deletion-requests')
  @ApiOkResponse({ type: PendingDeletionView, isArray: true })
  deletionRequests(): Promise<PendingDeletionView[]> {
    return this.deletion.pending();
  }

  /** Confirms a customer's deletion request: erases the personal data, keeps the tax records. */
  @Post('customers/:id/erase')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ErasedCustomerView })
  @ApiNotFoundResponse({ description: 'No such customer' })
  @ApiConflictResponse({ description: 'ACCOUNT_HAS_HOLDS, DELETION_NOT_REQUESTED or ACCOUNT_ALREADY_ERASED' })
  erase(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<ErasedCustomerView> {
    return this.deletion.erase(id, user);
  }

  @Get('customers')
  @ApiOkResponse({ type: CustomerPageView })
  list(@Query() query: StaffCustomerQueryDto): Promise<Page<CustomerView>> {
    return this.staffCustomers.list(query);
  }

  @Patch('customers/:id/status')
  @ApiOkResponse({ type: CustomerView })
  @ApiNotFoundResponse({ description: 'No such customer' })
  updateStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateCustomerStatusDto,
    @CurrentUser() user: AuthUser,
  ): Promise<CustomerView> {
    return this.staffCustomers.updateStatus(id, dto.status, user);
  }

  @Post('customers/:id/reupload-documents')
  @UseInterceptors(documentUploads)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ type: ReuploadView })
  @ApiBadRequestResponse({ description: 'No Files Selected: Please select at least one file to upload' })
  reupload(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFiles() files: UploadedDocuments = {},
    @CurrentUser() user: AuthUser,
  ): Promise<ReuploadView> {
    return this.staffCustomers.reuploadDocuments(id, files, user);
  }

  @Get('customer-files/:filename')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "A customer's document image; each view is logged" })
  async document(@Param('filename') fileName: string, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return storedFileResponse(await this.staffCustomers.openDocument(fileName, user));
  }

  @Get('export/customers.xlsx')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Workbook with the sheets Customers, Rentals and Deliveries; the export is logged' })
  async exportCustomers(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const workbook = await this.exporter.export(user);
    return new StreamableFile(workbook, { type: XLSX_TYPE, disposition: `attachment; filename="customers-${todayInKualaLumpur()}.xlsx"` });
  }
}
