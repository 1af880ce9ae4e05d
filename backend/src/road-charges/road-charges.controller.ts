import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { MAX_RENTAL_PHOTO_BYTES } from '../rentals/agreement/rental-uploads';
import { AssignRoadChargeDto, ImportTollsDto, RecordSummonsDto, RoadChargeQueryDto, RoadChargeReasonDto } from './dto/road-charge.dto';
import { RoadChargePageView, RoadChargeView, TollImportView } from './dto/road-charge.view';
import { RoadChargesService } from './road-charges.service';
import { TollUpload, UploadedTolls } from './toll-upload';

/** The notice's photo beside the seven fields copied from it; limits enforced while parsing, as every photo upload. */
const NoticePhotoUpload = FileInterceptor('photo', {
  storage: memoryStorage(),
  limits: { fileSize: MAX_RENTAL_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1024 },
});

/** The staff Summonses tab: summonses recorded from the notice, toll statements imported, and the list with its moves. */
@ApiTags('staff: summonses and tolls')
@Auth('staff')
@Controller('staff/road-charges')
export class RoadChargesController {
  constructor(private readonly roadCharges: RoadChargesService) {}

  @Get()
  @ApiOkResponse({ type: RoadChargePageView })
  list(@Query() query: RoadChargeQueryDto): Promise<Page<RoadChargeView>> {
    return this.roadCharges.list(query);
  }

  @Post('summonses')
  @UseInterceptors(NoticePhotoUpload)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiCreatedResponse({ type: RoadChargeView, description: 'Recorded; charged to the rental that had the car then, or unmatched' })
  @ApiBadRequestResponse({
    description:
      'An unknown plate, a moment in the future or before the car joined the fleet, a bad field, or a photo that is not an image',
  })
  @ApiConflictResponse({ description: 'The same notice (issuer and number) is already recorded' })
  @ApiPayloadTooLargeResponse({ description: 'A photo larger than 10 MB' })
  recordSummons(
    @Body() dto: RecordSummonsDto,
    @UploadedFile() photo: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<RoadChargeView> {
    return this.roadCharges.recordSummons(dto, photo, user);
  }

  @Post('tolls')
  @UseInterceptors(TollUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "The car ('vehicleId') and its Touch 'n Go card statement (CSV: date and time, plaza, amount) in 'statement'" })
  @ApiCreatedResponse({ type: TollImportView })
  @ApiBadRequestResponse({
    description:
      'No file, an unknown car, columns not found, a line unreadable, out of range or a formula, or too many lines; nothing is stored',
  })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB; nothing is stored' })
  importTolls(
    @Body() dto: ImportTollsDto,
    @UploadedFile() file: UploadedTolls | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<TollImportView> {
    return this.roadCharges.importTolls(dto, file, user);
  }

  @Get(':id/photo')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "The notice's photo (JPEG)" })
  @ApiNotFoundResponse({ description: 'Not found, or no photo' })
  async photo(@Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    return storedFileResponse(await this.roadCharges.openPhoto(id));
  }

  @Post(':id/assign')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RoadChargeView, description: 'Charged to that rental; its renter is sent the notice' })
  @ApiNotFoundResponse({ description: 'Not found' })
  @ApiConflictResponse({ description: 'No longer unmatched, or the rental is not of this car' })
  assign(@Param('id', ParseIdPipe) id: number, @Body() dto: AssignRoadChargeDto, @CurrentUser() user: AuthUser): Promise<RoadChargeView> {
    return this.roadCharges.assign(id, dto.rentalId, user);
  }

  @Post(':id/mark-paid')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RoadChargeView })
  @ApiNotFoundResponse({ description: 'Not found' })
  @ApiConflictResponse({ description: 'Not charged or disputed now' })
  markPaid(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<RoadChargeView> {
    return this.roadCharges.markPaid(id, user);
  }

  @Post(':id/dispute')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RoadChargeView })
  @ApiNotFoundResponse({ description: 'Not found' })
  @ApiConflictResponse({ description: 'Not charged or paid now' })
  dispute(@Param('id', ParseIdPipe) id: number, @Body() dto: RoadChargeReasonDto, @CurrentUser() user: AuthUser): Promise<RoadChargeView> {
    return this.roadCharges.dispute(id, dto.reason, user);
  }

  @Post(':id/write-off')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RoadChargeView, description: "Written off; its charges on the rental's account are reversed" })
  @ApiNotFoundResponse({ description: 'Not found' })
  @ApiConflictResponse({ description: 'Already written off' })
  writeOff(@Param('id', ParseIdPipe) id: number, @Body() dto: RoadChargeReasonDto, @CurrentUser() user: AuthUser): Promise<RoadChargeView> {
    return this.roadCharges.writeOff(id, dto.reason, user);
  }
}
