import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Put,
  Query,
  Res,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { sendPreparedJson } from '../common/http/prepared-json';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { pdfDownload, PRIVATE_NO_STORE } from '../common/storage/stored-file-response';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { ApiRenderRefusals } from '../pdf/render-admission';
import { handoverPhotoFrom, HandoverPhotoFields, handoverPhotoUpload } from './agreement/rental-uploads';
import { DeclineExtensionDto } from './dto/extension.dto';
import { CancelRentalDto } from './dto/cancel-rental.dto';
import { ReturnQuoteQueryDto, ReturnRentalDto } from './dto/return-rental.dto';
import { RentalDeletedView, ReturnQuoteView, StaffRentalPageView, StaffRentalView } from './dto/staff-rental.view';
import { RentalFilterDto, StaffRentalQueryDto } from './dto/staff-rental-query.dto';
import { HandoverService } from './handover.service';
import { HandoverDto } from './dto/handover.dto';
import { ComplianceOverrideDto } from '../fleet/dto/compliance.dto';
import { RentalExtensionsService } from './rental-extensions.service';
import { RentalExtrasService } from './rental-extras.service';
import { RentalExtrasDto } from '../pricing/dto/quote.dto';
import { RentalRecordsPdfService } from './rental-records-pdf.service';
import { RentalsService } from './rentals.service';

@ApiTags('staff: rentals')
@Auth('staff')
@Controller('staff/rentals')
export class StaffRentalsController {
  constructor(
    private readonly rentalsService: RentalsService,
    private readonly handover: HandoverService,
    private readonly extensions: RentalExtensionsService,
    private readonly extras: RentalExtrasService,
    private readonly records: RentalRecordsPdfService,
  ) {}

  @Get()
  @ApiOkResponse({ type: StaffRentalPageView })
  @ApiBadRequestResponse({ description: 'Unknown filter or status, or a bad page' })
  async list(@Query() query: StaffRentalQueryDto, @Res() response: Response): Promise<void> {
    // Page<StaffRentalView>, serialized once per kept page (RentalsService.listForStaffAsJson).
    await sendPreparedJson(response, await this.rentalsService.listForStaffAsJson(query));
  }

  @Get('download')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The filtered list as a PDF table (rentals-<filter>.pdf)' })
  @ApiRenderRefusals('PDF')
  async download(
    @Query() filter: RentalFilterDto,
    @RequestLanguage() language: Language,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    return pdfDownload(await this.records.render(filter, language, user), `rentals-${filter.filter}.pdf`);
  }

  @Get(':id')
  @ApiOkResponse({ type: StaffRentalView })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<StaffRentalView> {
    return this.rentalsService.findOne(id);
  }

  @Get(':id/return-quote')
  @ApiOkResponse({ type: ReturnQuoteView })
  @ApiBadRequestResponse({ description: 'Return mileage missing, not a whole number, too large, or below the mileage at pickup' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  returnQuote(@Param('id', ParseIdPipe) id: number, @Query() query: ReturnQuoteQueryDto): Promise<ReturnQuoteView> {
    return this.rentalsService.returnQuote(id, query.returnMileage);
  }

  @Patch(':id/cancel')
  @ApiOkResponse({ type: StaffRentalView })
  @ApiBadRequestResponse({ description: 'Please give a reason for cancelling' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'This rental is already completed / cancelled' })
  cancel(@Param('id', ParseIdPipe) id: number, @Body() dto: CancelRentalDto, @CurrentUser() user: AuthUser): Promise<StaffRentalView> {
    return this.rentalsService.cancel(id, user, dto.reason);
  }

  @Patch(':id/return')
  @ApiOkResponse({ type: StaffRentalView })
  @ApiBadRequestResponse({ description: 'Bad return date, mileage or fuel level' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'Only an active rental can be marked as returned' })
  markReturned(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReturnRentalDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.rentalsService.markReturned(id, user, dto);
  }

  @Patch(':id/key-handover')
  @UseInterceptors(handoverPhotoUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description:
      "The handover photo in the field 'keyHandoverPhoto' (or 'photo'), optional when the wizard took the key photo (then reused); 'overrideReason' when the payment requirement is not met; an admin's 'complianceOverrideReason' when the car's road tax, insurance, inspection or permit lapses before the rental ends",
  })
  @ApiOkResponse({ type: StaffRentalView, description: "Status 'active'" })
  @ApiBadRequestResponse({ description: 'No photo (and none from the wizard), or not an image' })
  @ApiConflictResponse({
    description:
      "Not ready for key handover, the business's payment requirement is not met and no override reason was given, or a compliance date lapses before the rental ends",
  })
  completeHandover(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFiles() files: HandoverPhotoFields | undefined,
    @Body() dto: HandoverDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.handover.complete(id, user, handoverPhotoFrom(files), dto);
  }

  @Put(':id/extras')
  @ApiOkResponse({ type: StaffRentalView, description: 'The rental with its new add-ons, delivery and grand total' })
  @ApiBadRequestResponse({ description: 'An add-on or zone that is not offered, or more than the business has' })
  @ApiConflictResponse({ description: 'The agreement is signed already, or the add-ons are taken on these days' })
  changeExtras(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RentalExtrasDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.extras.change(id, user, dto);
  }

  @Patch(':id/extension/approve')
  @ApiOkResponse({ type: StaffRentalView, description: "Status 'active' with the new end date, days and grand total" })
  @ApiConflictResponse({
    description:
      'No extension request, the vehicle is booked on the extended dates, or its road tax, insurance, inspection or permit lapses before them',
  })
  approveExtension(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ComplianceOverrideDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.extensions.approve(id, user, dto);
  }

  @Patch(':id/extension/decline')
  @ApiOkResponse({ type: StaffRentalView, description: "Status 'active'; the customer sees the reason" })
  @ApiBadRequestResponse({ description: 'Please give a reason for declining' })
  @ApiConflictResponse({ description: 'No extension request' })
  declineExtension(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: DeclineExtensionDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.extensions.decline(id, user, dto.reason);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RentalDeletedView })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<RentalDeletedView> {
    return this.rentalsService.remove(id, user);
  }
}
