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

@ApiTags('customers')
@ApiExtraModels(CustomerSelfView, CodeSentView)
@Controller()
export class CustomersController {
  constructor(
    private readonly customersService: CustomersService,
    private readonly staffCustomers: StaffCustomersService,
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
