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
  StreamableFile,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ClientAddress } from '../common/http/client-address.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { documentUploads, UploadedDocuments } from './customer-documents';
import { CustomersService } from './customers.service';
import { CodeSentView, CustomerFilesView, CustomerSelfView } from './dto/customer.view';
import { RegisterCustomerDto } from './dto/register-customer.dto';
import { LanguageView, UpdateLanguageDto } from './dto/update-language.dto';
import { StaffCustomersService } from './staff-customers.service';
import { AccountDeletionService } from './account-deletion.service';
import { CustomerDataExportService } from './customer-data-export.service';
import { DeletionRequestView } from './dto/account-deletion.view';
import { todayInKualaLumpur } from '../common/dates/calendar-date';

@ApiTags('customers')
@ApiExtraModels(CustomerSelfView, CodeSentView)
@Controller()
export class CustomersController {
  constructor(
    private readonly customersService: CustomersService,
    private readonly staffCustomers: StaffCustomersService,
    private readonly dataExport: CustomerDataExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Post('customers/register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @UseInterceptors(documentUploads)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({
    description: 'With CUSTOMER_SIGNIN_CODE on, the same CodeSentView for every e-mail; otherwise the new account',
    schema: { oneOf: [{ $ref: getSchemaPath(CodeSentView) }, { $ref: getSchemaPath(CustomerSelfView) }] },
  })
  @ApiBadRequestResponse({ description: 'A field or document is missing or invalid (messages as in the form)' })
  @ApiConflictResponse({ description: 'An account with this email already exists (only with sign-in codes off)' })
  @ApiPayloadTooLargeResponse({ description: 'A document is larger than 10 MB or 50 megapixels' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations or e-mails from this client' })
  register(
    @Body() dto: RegisterCustomerDto,
    @ClientAddress() client: string,
    @RequestLanguage() language: Language,
    @UploadedFiles() files: UploadedDocuments = {},
  ): Promise<CustomerSelfView | CodeSentView> {
    return this.customersService.register(dto, files, client, language);
  }

  @Get('customers/me')
  @Auth('customer')
  @ApiOkResponse({ type: CustomerSelfView })
  me(@CurrentUser() user: AuthUser): Promise<CustomerSelfView> {
    return this.customersService.profile(user.id);
  }

  /** The customer switched language in the app: later e-mails are written in it. */
  @Patch('customers/me/language')
  @Auth('customer')
  @ApiOkResponse({ type: LanguageView })
  @ApiBadRequestResponse({ description: "The language is not 'en' or 'ms'" })
  updateLanguage(@CurrentUser() user: AuthUser, @Body() dto: UpdateLanguageDto): Promise<LanguageView> {
    return this.customersService.setLanguage(user.id, dto.language);
  }

  /** PDPA access: the signed-in customer's own records and files in one zip; staff tokens get 403. */
  @Get('customers/me/data-export.zip')
  @Auth('customer')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'A zip of JSON files (profile, bookings, rentals with account lines and payments, …) and the stored documents',
  })
  @ApiTooManyRequestsResponse({ description: 'More than 5 downloads within an hour' })
  async exportMyData(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const archive = await this.dataExport.export(user.id);
    return new StreamableFile(archive, {
      type: 'application/zip',
      disposition: `attachment; filename="my-data-${todayInKualaLumpur()}.zip"`,
    });
  }

  /** The customer asks to delete the account; staff confirm it (POST /api/staff/customers/:id/erase). */
  @Post('customers/me/deletion-request')
  @Auth('customer')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DeletionRequestView })
  @ApiConflictResponse({
    description: 'ACCOUNT_HAS_HOLDS: a rental not over, a balance owed, money held or an open summons (params.holds)',
  })
  requestDeletion(@CurrentUser() user: AuthUser): Promise<DeletionRequestView> {
    return this.deletion.request(user.id);
  }

  @Get('customers/:id/check-files')
  @Auth('customer', 'staff')
  @ApiOkResponse({ type: CustomerFilesView })
  checkFiles(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<CustomerFilesView> {
    return this.customersService.checkFiles(id, user);
  }

  /** The customer file path; identity images are for staff eyes only, so customers get 403. */
  @Get('customer-files/:filename')
  @Auth('staff')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The image, to staff and the admin only; each view is logged' })
  async document(@Param('filename') fileName: string, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return storedFileResponse(await this.staffCustomers.openDocument(fileName, user));
  }
}
