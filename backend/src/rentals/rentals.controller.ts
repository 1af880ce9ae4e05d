import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page, PaginationQueryDto } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { AgreementSharingService } from './agreement/agreement-sharing.service';
import { AgreementService } from './agreement/agreement.service';
import { AgreementEmailView, AgreementWhatsAppView, CustomerRentalPageView, CustomerRentalView } from './dto/customer-rental.view';
import { ExtensionQuoteDto, ExtensionRequestDto } from './dto/extension.dto';
import { ExtensionQuoteView } from './dto/extension-quote.view';
import { CustomerRentalsService } from './customer-rentals.service';
import { RentalExtensionsService } from './rental-extensions.service';

/** A rental seen from both sides: the customer's own list and extension request, the agreement and its sharing. */
@ApiTags('rentals')
@Controller('rentals')
export class RentalsController {
  constructor(
    private readonly customerRentals: CustomerRentalsService,
    private readonly extensions: RentalExtensionsService,
    private readonly agreements: AgreementService,
    private readonly sharing: AgreementSharingService,
  ) {}

  @Get('mine')
  @Auth('customer')
  @ApiOkResponse({ type: CustomerRentalPageView })
  mine(@CurrentUser() user: AuthUser, @Query() query: PaginationQueryDto): Promise<Page<CustomerRentalView>> {
    return this.customerRentals.listMine(user.id, query);
  }

  @Post(':id/extension')
  @Auth('customer')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CustomerRentalView, description: "Status 'extension-requested'" })
  @ApiBadRequestResponse({ description: 'The new end date is not after the current one, or the rental would be too long' })
  @ApiNotFoundResponse({ description: 'Rental not found (or not yours)' })
  @ApiConflictResponse({ description: 'Not an active rental, or the vehicle is booked on the extended dates' })
  requestExtension(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ExtensionRequestDto,
    @CurrentUser() user: AuthUser,
  ): Promise<CustomerRentalView> {
    return this.extensions.request(user, id, dto);
  }

  @Post(':id/extension-quote')
  @Auth('customer')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ExtensionQuoteView, description: 'What the added days cost, as an approval would charge them' })
  @ApiBadRequestResponse({ description: 'The new end date is not after the current one, or the rental would be too long' })
  @ApiNotFoundResponse({ description: 'Rental not found (or not yours)' })
  @ApiConflictResponse({ description: 'Not an active rental' })
  quoteExtension(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ExtensionQuoteDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ExtensionQuoteView> {
    return this.extensions.quote(user, id, dto.newEndDate);
  }

  @Get(':id/download-agreement')
  @Auth('customer', 'staff')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The signed agreement (agreement-<id>.pdf)' })
  @ApiNotFoundResponse({ description: 'Rental not found (or not yours), or the agreement is not ready yet' })
  async downloadAgreement(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return storedFileResponse(await this.agreements.openFor(id, user), `agreement-${id}.pdf`);
  }

  @Post(':id/send-email')
  @Auth('staff')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AgreementEmailView })
  @ApiConflictResponse({ description: 'The agreement is not ready yet' })
  sendEmail(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AgreementEmailView> {
    return this.sharing.sendEmail(id, user);
  }

  @Post(':id/send-whatsapp')
  @Auth('staff')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AgreementWhatsAppView })
  @ApiBadRequestResponse({ description: "The customer's phone number cannot be used for WhatsApp" })
  @ApiConflictResponse({ description: 'The agreement is not ready yet' })
  sendWhatsApp(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<AgreementWhatsAppView> {
    return this.sharing.whatsAppLink(id, user);
  }
}
