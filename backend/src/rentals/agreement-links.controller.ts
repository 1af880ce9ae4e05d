import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { AgreementSharingService } from './agreement/agreement-sharing.service';

/** The link sent by WhatsApp: one agreement, without signing in, for 7 days. */
@ApiTags('rentals')
@Controller('agreements')
export class AgreementLinksController {
  constructor(private readonly sharing: AgreementSharingService) {}

  @Get(':id')
  @Public()
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The signed agreement' })
  @ApiNotFoundResponse({ description: 'The link is invalid, was changed, has expired, or its rental was deleted' })
  @ApiGoneResponse({ description: 'The link was withdrawn: its rental was cancelled, or its customer is blacklisted' })
  @ApiQuery({ name: 'expires', description: 'Unix time (seconds) the link stops working' })
  @ApiQuery({ name: 'signature', description: 'HMAC-SHA256 of the rental id, its link version and the expiry, hex' })
  async download(
    @Param('id', ParseIdPipe) id: number,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
  ): Promise<StreamableFile> {
    return storedFileResponse(await this.sharing.openSharedLink(id, { expires, signature }), `agreement-${id}.pdf`);
  }
}
