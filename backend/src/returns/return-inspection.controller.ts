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
  Post,
  Put,
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
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { pdfDownload, PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { ApiRenderRefusals } from '../pdf/render-admission';
import { WizardSignatureDto } from '../rentals/dto/agreement.dto';
import { evidencePhotoUploads } from '../rentals/agreement/rental-uploads';
import {
  AddDamageDto,
  AddReturnFeeDto,
  CustomerAbsentDto,
  DamagePriceDto,
  FinalizeReturnDto,
  ReturnFeeDto,
  ReturnPhotoTypesDto,
  ReturnReadingsDto,
  WaiveLineDto,
} from './dto/return-inspection.dto';
import { ReturnInspectionView, ReturnPriceListView } from './dto/return-inspection.view';
import { ReturnInspectionService } from './return-inspection.service';
import { ReturnPriceListsService } from './return-price-lists.service';
import { ConditionReportsService } from './report/condition-reports.service';

/** The return inspection, step by step; each answer is the whole inspection with its quote. */
@ApiTags('staff: return inspection')
@Auth('staff')
@Controller('staff/rentals/:id/return')
export class ReturnInspectionController {
  constructor(
    private readonly inspections: ReturnInspectionService,
    private readonly reports: ConditionReportsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ReturnInspectionView })
  view(@Param('id', ParseIdPipe) id: number): Promise<ReturnInspectionView> {
    return this.inspections.view(id);
  }

  @Post('photos')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(evidencePhotoUploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ description: "Repeated 'photos' files and one 'photoTypes' per photo (an angle, or 'damage' for a close-up)" })
  @ApiOkResponse({ type: ReturnInspectionView })
  @ApiConflictResponse({ description: 'The return is finalized or the car is not out' })
  uploadPhotos(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Body() body: ReturnPhotoTypesDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.inspections.addPhotos(id, user, files, body.photoTypes ?? [], body.clientId);
  }

  @Get('files/:key')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "A return photo by its key, or 'signature'" })
  @ApiNotFoundResponse({ description: 'Not a file of this return' })
  async file(@Param('id', ParseIdPipe) id: number, @Param('key') key: string): Promise<StreamableFile> {
    return storedFileResponse(await this.inspections.openFile(id, key));
  }

  @Patch('readings')
  @ApiOkResponse({ type: ReturnInspectionView })
  @ApiBadRequestResponse({ description: 'A reading out of range, mileage below pickup, or a return time in the future' })
  updateReadings(@Param('id', ParseIdPipe) id: number, @Body() dto: ReturnReadingsDto, @CurrentUser() user: AuthUser) {
    return this.inspections.updateReadings(id, user, dto);
  }

  @Post('damages')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReturnInspectionView })
  @ApiBadRequestResponse({ description: "A point outside the diagram, another rental's photo, or a typed amount without a reason" })
  addDamage(@Param('id', ParseIdPipe) id: number, @Body() dto: AddDamageDto, @CurrentUser() user: AuthUser): Promise<ReturnInspectionView> {
    return this.inspections.addDamage(id, user, dto);
  }

  @Delete('damages/:damageId')
  @ApiOkResponse({ type: ReturnInspectionView })
  removeDamage(
    @Param('id', ParseIdPipe) id: number,
    @Param('damageId', ParseIdPipe) damageId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.inspections.removeDamage(id, user, damageId);
  }

  @Post('fees')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReturnInspectionView })
  addFee(@Param('id', ParseIdPipe) id: number, @Body() dto: AddReturnFeeDto, @CurrentUser() user: AuthUser): Promise<ReturnInspectionView> {
    return this.inspections.addFee(id, user, dto);
  }

  @Delete('fees/:line')
  @ApiOkResponse({ type: ReturnInspectionView })
  removeFee(
    @Param('id', ParseIdPipe) id: number,
    @Param('line') line: string,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.inspections.removeFee(id, user, line);
  }

  @Post('waivers')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReturnInspectionView })
  waive(@Param('id', ParseIdPipe) id: number, @Body() dto: WaiveLineDto, @CurrentUser() user: AuthUser): Promise<ReturnInspectionView> {
    return this.inspections.waive(id, user, dto);
  }

  @Delete('waivers/:line')
  @ApiOkResponse({ type: ReturnInspectionView, description: 'The waiver is withdrawn: the line is charged again' })
  @ApiNotFoundResponse({ description: 'The line is not waived' })
  withdrawWaiver(
    @Param('id', ParseIdPipe) id: number,
    @Param('line') line: string,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.inspections.withdrawWaiver(id, user, line);
  }

  @Post('signature')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReturnInspectionView })
  sign(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: WizardSignatureDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.inspections.sign(id, user, dto.signatureData, dto.clientId);
  }

  @Post('customer-absent')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReturnInspectionView })
  customerAbsent(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CustomerAbsentDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.inspections.customerAbsent(id, user, dto.reason);
  }

  @Post('finalize')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReturnInspectionView, description: 'Charges posted to the account and the rental completed' })
  @ApiBadRequestResponse({ description: 'A required photo, a reading or the signature is missing' })
  @ApiConflictResponse({ description: 'Already finalized, or the charges changed since they were shown' })
  finalize(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: FinalizeReturnDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ReturnInspectionView> {
    return this.reports.finalize(id, user, dto);
  }

  @Get('report')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The condition report (condition-report-<id>.pdf), in the customer's chosen language" })
  @ApiNotFoundResponse({ description: 'Rental not found' })
  @ApiConflictResponse({ description: 'The return is not finalized yet' })
  @ApiRenderRefusals('condition report')
  async report(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const { data, fileName } = await this.reports.download(id, user);
    return pdfDownload(data, fileName);
  }
}

/** The customer's copy of the condition report, in My Rentals once the return is finalized. */
@ApiTags('rentals')
@Auth('customer')
@Controller('rentals')
export class RentalConditionReportController {
  constructor(private readonly reports: ConditionReportsService) {}

  @Get(':id/condition-report')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The condition report (condition-report-<id>.pdf), in the customer's chosen language" })
  @ApiNotFoundResponse({ description: 'Rental not found (or not yours)' })
  @ApiConflictResponse({ description: 'The return is not finalized yet' })
  @ApiRenderRefusals('condition report')
  async download(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const { data, fileName } = await this.reports.download(id, user);
    return pdfDownload(data, fileName);
  }
}

/** The return's fee list and damage prices: staff read them, the admin changes them. */
@ApiTags('staff: return inspection')
@Controller()
export class ReturnPriceListsController {
  constructor(private readonly lists: ReturnPriceListsService) {}

  @Get('staff/return-price-lists')
  @Auth('staff')
  @ApiOkResponse({ type: ReturnPriceListView })
  list(): Promise<ReturnPriceListView> {
    return this.lists.list();
  }

  @Post('admin/return-fees')
  @Auth('admin')
  @ApiOkResponse({ type: ReturnPriceListView })
  createFee(@Body() dto: ReturnFeeDto, @CurrentUser() user: AuthUser): Promise<ReturnPriceListView> {
    return this.lists.createFee(user, dto);
  }

  @Put('admin/return-fees/:feeId')
  @Auth('admin')
  @ApiOkResponse({ type: ReturnPriceListView })
  updateFee(@Param('feeId', ParseIdPipe) feeId: number, @Body() dto: ReturnFeeDto, @CurrentUser() user: AuthUser) {
    return this.lists.updateFee(user, feeId, dto);
  }

  @Put('admin/damage-prices')
  @Auth('admin')
  @ApiOkResponse({ type: ReturnPriceListView })
  setDamagePrice(@Body() dto: DamagePriceDto, @CurrentUser() user: AuthUser): Promise<ReturnPriceListView> {
    return this.lists.setDamagePrice(user, dto);
  }
}
