import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { singlePhotoUpload } from '../rentals/agreement/rental-uploads';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { AddChargeDto, RecordRefundDto, ReverseEntryDto } from './dto/account-entry.dto';
import { RentalAccountStatementView } from './dto/rental-account-statement.view';
import { RentalAccountsService } from './rental-accounts.service';

@ApiTags('staff: rentals')
@Auth('staff')
@Controller('staff/rentals/:id/account')
export class StaffRentalAccountController {
  constructor(private readonly accounts: RentalAccountsService) {}

  @Get()
  @ApiOkResponse({ type: RentalAccountStatementView })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  statement(@Param('id', ParseIdPipe) id: number): Promise<RentalAccountStatementView> {
    return this.accounts.statement(id);
  }

  @Post('charges')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(singlePhotoUpload('photo'))
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOkResponse({ type: RentalAccountStatementView, description: "The account with the new charge (multipart: an optional 'photo')" })
  @ApiBadRequestResponse({
    description:
      'Unknown category, an amount that is not more than RM 0.00 or above RM 999,999.99, no reason, or a photo that is not a JPEG, PNG or WebP image',
  })
  @ApiPayloadTooLargeResponse({ description: 'A photo larger than 10 MB' })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  addCharge(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AddChargeDto,
    @UploadedFile() photo: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<RentalAccountStatementView> {
    return this.accounts.addCharge(id, dto, photo, user);
  }

  @Get('entries/:entryId/photo')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The photo attached to the charge (JPEG)' })
  @ApiNotFoundResponse({ description: 'Rental, entry or photo not found' })
  async chargePhoto(@Param('id', ParseIdPipe) id: number, @Param('entryId', ParseIdPipe) entryId: number): Promise<StreamableFile> {
    return storedFileResponse(await this.accounts.openChargePhoto(id, entryId));
  }

  @Post('entries/:entryId/reverse')
  @HttpCode(HttpStatus.CREATED)
  @ApiOkResponse({ type: RentalAccountStatementView, description: 'The account with the reversing entry' })
  @ApiNotFoundResponse({ description: 'Rental or entry not found' })
  @ApiConflictResponse({ description: 'Already reversed, or the reversal would refund more than was paid' })
  reverse(
    @Param('id', ParseIdPipe) id: number,
    @Param('entryId', ParseIdPipe) entryId: number,
    @Body() dto: ReverseEntryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<RentalAccountStatementView> {
    return this.accounts.reverse(id, entryId, dto, user);
  }

  @Post('settle')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: RentalAccountStatementView,
    description: 'The deposit released: the charges draw on it, what it does not cover stays due',
  })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'The car is not back yet' })
  settle(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<RentalAccountStatementView> {
    return this.accounts.settle(id, user);
  }

  @Post('refunds')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(singlePhotoUpload('proof'))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOkResponse({
    type: RentalAccountStatementView,
    description: 'The settled account: the deposit released and the refund recorded; the customer is e-mailed it',
  })
  @ApiBadRequestResponse({
    description:
      'An amount that is not more than RM 0.00, an unknown method, a reference over 100 characters, or a proof that is not an image',
  })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'The car is not back yet, or the refund is more than the customer is owed back' })
  recordRefund(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RecordRefundDto,
    @UploadedFile() proof: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<RentalAccountStatementView> {
    return this.accounts.recordRefund(id, dto.amount, { method: dto.method, reference: dto.reference ?? null, proof }, user);
  }
}
