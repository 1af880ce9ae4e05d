import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/decorators/current-user.decorator';
import { Auth } from '../../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { pdfDownload, PRIVATE_NO_STORE } from '../../common/storage/stored-file-response';
import { ApiRenderRefusals } from '../../pdf/render-admission';
import { SettlementStatementsService } from './settlement-statements.service';

/** A settled rental's statement, for its customer (My Rentals) and for staff, beside the agreement's download. */
@ApiTags('rentals')
@Controller('rentals')
export class RentalSettlementController {
  constructor(private readonly statements: SettlementStatementsService) {}

  @Get(':id/settlement-statement')
  @Auth('customer', 'staff')
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The settlement statement (settlement-<id>.pdf), in the customer's chosen language" })
  @ApiNotFoundResponse({ description: 'Rental not found (or not yours)' })
  @ApiConflictResponse({ description: 'The deposit is not settled yet and no refund is recorded' })
  @ApiRenderRefusals('statement')
  async download(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const { data, fileName } = await this.statements.download(id, user);
    return pdfDownload(data, fileName);
  }
}
