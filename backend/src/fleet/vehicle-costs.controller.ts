import {
  Body,
  Controller,
  Delete,
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
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { RecordVehicleCostDto, VehicleCostQueryDto } from './dto/vehicle-cost.dto';
import { VehicleCostPageView, VehicleCostView } from './dto/vehicle-cost.view';
import { VehicleCostsService } from './vehicle-costs.service';

/** The receipt's picture beside four short fields; limits enforced while parsing, as every photo upload. */
const ReceiptUpload = FileInterceptor('receipt', {
  storage: memoryStorage(),
  limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 6, fieldSize: 2048 },
});

/** What a car costs the business: service, repair, tyres, insurance, road tax, fuel and other. */
@ApiTags('staff: vehicles')
@Auth('staff')
@Controller('staff/vehicles/:id/costs')
export class VehicleCostsController {
  constructor(private readonly costs: VehicleCostsService) {}

  @Get()
  @ApiOkResponse({ type: VehicleCostPageView, description: 'Newest first, with the car’s total' })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  list(@Param('id', ParseIdPipe) id: number, @Query() query: VehicleCostQueryDto): Promise<VehicleCostPageView> {
    return this.costs.list(id, query);
  }

  @Post()
  @UseInterceptors(ReceiptUpload)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: VehicleCostView })
  @ApiBadRequestResponse({
    description: 'A bad or future date, an amount of RM 0.00 or less, an unknown category, or a receipt that is not a picture',
  })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  record(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RecordVehicleCostDto,
    @UploadedFile() receipt: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleCostView> {
    return this.costs.record(id, dto, receipt, user);
  }

  @Delete(':costId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed, with its receipt' })
  @ApiNotFoundResponse({ description: 'No such cost on this car' })
  remove(@Param('id', ParseIdPipe) id: number, @Param('costId', ParseIdPipe) costId: number, @CurrentUser() user: AuthUser): Promise<void> {
    return this.costs.remove(id, costId, user);
  }

  @Get(':costId/receipt')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "The receipt's picture (JPEG)" })
  @ApiNotFoundResponse({ description: 'No such cost, or no receipt' })
  async receipt(@Param('id', ParseIdPipe) id: number, @Param('costId', ParseIdPipe) costId: number): Promise<StreamableFile> {
    return storedFileResponse(await this.costs.openReceipt(id, costId));
  }
}
