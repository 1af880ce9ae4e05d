import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page, PaginationQueryDto } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { StaffVehiclePageView, StaffVehicleView, VehiclePhotoView, VehicleRemovalView } from './dto/staff-vehicle.view';
import { UpdateVehicleDto } from './dto/update-vehicle.dto';
import { VehicleFormDto } from './dto/vehicle-form.dto';
import { StaffVehiclesService } from './staff-vehicles.service';

const photoUpload = FileInterceptor('vehiclePhoto', {
  storage: memoryStorage(),
  limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5 },
});

@ApiTags('staff: vehicles')
@Auth('staff')
@Controller('staff/vehicles')
export class StaffVehiclesController {
  constructor(private readonly staffVehicles: StaffVehiclesService) {}

  @Get()
  @ApiOkResponse({ type: StaffVehiclePageView })
  list(@Query() query: PaginationQueryDto): Promise<Page<StaffVehicleView>> {
    return this.staffVehicles.list(query);
  }

  @Post('upload-photo')
  @UseInterceptors(photoUpload)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: VehiclePhotoView })
  uploadPhoto(@UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() user: AuthUser): Promise<VehiclePhotoView> {
    return this.staffVehicles.uploadPhoto(file, user);
  }

  @Post()
  @ApiCreatedResponse({ type: StaffVehicleView })
  @ApiConflictResponse({ description: 'A vehicle with this name already exists' })
  create(@Body() dto: VehicleFormDto, @CurrentUser() user: AuthUser): Promise<StaffVehicleView> {
    return this.staffVehicles.create(dto, user);
  }

  @Patch(':id')
  @ApiOkResponse({ type: StaffVehicleView })
  @ApiConflictResponse({ description: 'A vehicle with this name already exists' })
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateVehicleDto, @CurrentUser() user: AuthUser): Promise<StaffVehicleView> {
    return this.staffVehicles.update(id, dto, user);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VehicleRemovalView })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<VehicleRemovalView> {
    return this.staffVehicles.remove(id, user);
  }
}
