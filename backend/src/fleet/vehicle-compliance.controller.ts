import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Injectable,
  Param,
  PipeTransform,
  Put,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { appError } from '../common/errors/app-error';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { COMPLIANCE_KINDS, ComplianceKind } from './compliance-kinds';
import { SetComplianceItemDto } from './dto/compliance.dto';
import { VehicleComplianceView } from './dto/compliance.view';
import { FLEET_ERRORS } from './fleet.errors';
import { VehicleComplianceService } from './vehicle-compliance.service';

/** A kind in the path: one of the four, nothing else. */
@Injectable()
class ParseComplianceKindPipe implements PipeTransform<string, ComplianceKind> {
  transform(value: string): ComplianceKind {
    const kind = COMPLIANCE_KINDS.find((known) => known === value);
    if (!kind) throw appError(FLEET_ERRORS.COMPLIANCE_KIND_UNKNOWN);
    return kind;
  }
}

/** The document's picture beside three short fields; limits enforced while parsing, as every photo upload. */
const DocumentUpload = FileInterceptor('document', {
  storage: memoryStorage(),
  limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024 },
});

const kindParam = ApiParam({ name: 'kind', enum: COMPLIANCE_KINDS, enumName: 'ComplianceKind' });

/** A car's road tax, insurance, Puspakom inspection and permit, each with its document. */
@ApiTags('staff: vehicles')
@Auth('staff')
@Controller('staff/vehicles/:id/compliance')
export class VehicleComplianceController {
  constructor(private readonly compliance: VehicleComplianceService) {}

  @Get()
  @ApiOkResponse({ type: VehicleComplianceView })
  @ApiNotFoundResponse({ description: 'No such vehicle' })
  get(@Param('id', ParseIdPipe) id: number): Promise<VehicleComplianceView> {
    return this.compliance.get(id);
  }

  @Put(':kind')
  @kindParam
  @UseInterceptors(DocumentUpload)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ type: VehicleComplianceView, description: "The car's dates with this one recorded" })
  @ApiBadRequestResponse({
    description: 'A date that is not real, before the car was registered or more than 10 years ahead, or a document that is not a picture',
  })
  @ApiNotFoundResponse({ description: 'No such vehicle or kind' })
  set(
    @Param('id', ParseIdPipe) id: number,
    @Param('kind', ParseComplianceKindPipe) kind: ComplianceKind,
    @Body() dto: SetComplianceItemDto,
    @UploadedFile() document: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleComplianceView> {
    return this.compliance.set(id, kind, dto, document, user);
  }

  @Delete(':kind')
  @kindParam
  @ApiOkResponse({ type: VehicleComplianceView, description: "The car's dates without this one" })
  @ApiNotFoundResponse({ description: 'No such vehicle, or nothing recorded for this kind' })
  remove(
    @Param('id', ParseIdPipe) id: number,
    @Param('kind', ParseComplianceKindPipe) kind: ComplianceKind,
    @CurrentUser() user: AuthUser,
  ): Promise<VehicleComplianceView> {
    return this.compliance.remove(id, kind, user);
  }

  @Get(':kind/document')
  @kindParam
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "The document's picture (JPEG)" })
  @ApiNotFoundResponse({ description: 'Nothing recorded, or no picture' })
  async document(
    @Param('id', ParseIdPipe) id: number,
    @Param('kind', ParseComplianceKindPipe) kind: ComplianceKind,
  ): Promise<StreamableFile> {
    return storedFileResponse(await this.compliance.openDocument(id, kind));
  }
}
