import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseIntPipe, Post, StreamableFile, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { documentUploads, UploadedDocuments } from './customer-documents';
import { CustomersService } from './customers.service';
import { CustomerFilesView, CustomerView } from './dto/customer.view';
import { RegisterCustomerDto } from './dto/register-customer.dto';


@ApiTags('customers')
@Controller()
export class CustomersController {
  constructor(private readonly customersService: CustomersService) {}

  @Post('customers/register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @UseInterceptors(documentUploads)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: CustomerView })
  @ApiBadRequestResponse({ description: 'A field or document is missing or invalid (messages as in the form)' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiPayloadTooLargeResponse({ description: 'A document is larger than 10 MB or 50 megapixels' })
  register(@Body() dto: RegisterCustomerDto, @UploadedFiles() files: UploadedDocuments = {}): Promise<CustomerView> {
    return this.customersService.register(dto, files);
  }

  @Get('customers/:id/check-files')
  @Auth('customer', 'staff')
  @ApiOkResponse({ type: CustomerFilesView })
  checkFiles(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser): Promise<CustomerFilesView> {
    return this.customersService.checkFiles(id, user);
  }

  @Get('customer-files/:filename')
  @Auth('customer')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The image, only to the customer who owns it' })
  async ownDocument(@Param('filename') fileName: string, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return storedFileResponse(await this.customersService.locateOwnDocument(user.id, fileName));
  }
}
