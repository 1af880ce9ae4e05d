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
  UploadedFile,
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
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { AgreementService } from './agreement/agreement.service';
import { RentalEvidenceService } from './agreement/rental-evidence.service';
import { evidencePhotoUploads, singlePhotoUpload } from './agreement/rental-uploads';
import { FinalizeRentalDto, WizardSignatureDto } from './dto/agreement.dto';
import { ClientIdDto } from '../common/uploads/upload-receipts';
import { PhotoTypesDto } from './dto/photo-types.dto';
import { StaffRentalView } from './dto/staff-rental.view';

/** The Complete Agreement wizard's calls, in step order. */
@ApiTags('staff: agreement wizard')
@Auth('staff')
@Controller('staff/rentals/:id')
export class StaffRentalWizardController {
  constructor(
    private readonly evidence: RentalEvidenceService,
    private readonly agreements: AgreementService,
  ) {}

  @Post('photos')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(evidencePhotoUploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "Repeated 'photos' files and one 'photoTypes' per photo, in the same order" })
  @ApiOkResponse({ type: StaffRentalView })
  @ApiBadRequestResponse({ description: 'No photo, a non-image, or photo types that do not match the photos' })
  @ApiConflictResponse({ description: 'The agreement is already completed' })
  uploadPhotos(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Body() body: PhotoTypesDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.evidence.addPhotos(id, user, files, body.photoTypes ?? [], body.clientId);
  }

  @Post('signature')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffRentalView })
  @ApiBadRequestResponse({ description: 'Not a PNG data URL, or a blank signature' })
  @ApiConflictResponse({ description: 'The agreement is already completed' })
  uploadSignature(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: WizardSignatureDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.evidence.setSignature(id, user, dto.signatureData, dto.clientId);
  }

  @Post('key-handover')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(singlePhotoUpload('photo'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "The key handover photo in the field 'photo', and optionally the client's 'clientId' of this upload" })
  @ApiOkResponse({ type: StaffRentalView })
  @ApiConflictResponse({ description: 'The agreement is already completed' })
  uploadKeyHandoverPhoto(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: ClientIdDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffRentalView> {
    return this.evidence.setKeyHandoverPhoto(id, user, file, body.clientId);
  }

  @Patch('finalize')
  @ApiOkResponse({
    type: StaffRentalView,
    description: "Status 'approved' (Ready for Key Handover) with the agreement PDF, or 'active' with handOver",
  })
  @ApiBadRequestResponse({ description: 'A required photo, the signature, the key handover photo or the mileage is missing' })
  @ApiConflictResponse({
    description:
      "The agreement is already completed, or with handOver the business's payment requirement is not met and no override reason was given",
  })
  finalize(@Param('id', ParseIdPipe) id: number, @Body() dto: FinalizeRentalDto, @CurrentUser() user: AuthUser): Promise<StaffRentalView> {
    return this.agreements.finalize(id, user, dto);
  }

  @Get('files/:kind')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The evidence image (JPEG, or PNG for the signature)' })
  @ApiNotFoundResponse({ description: 'Rental or file not found (kind: a photo type, signature, key-handover or handover)' })
  async evidenceFile(@Param('id', ParseIdPipe) id: number, @Param('kind') kind: string): Promise<StreamableFile> {
    return storedFileResponse(await this.evidence.openFile(id, kind));
  }
}
