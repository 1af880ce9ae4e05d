import { Controller, Get, Header, NotFoundException, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { PRIVATE_NO_STORE, storedFileResponse } from '../common/storage/stored-file-response';
import { AgreementLinks, INVALID_LINK_MESSAGE } from './agreement/agreement-links';
import { AgreementService } from './agreement/agreement.service';

/** The link sent by WhatsApp: one agreement, without signing in, for 7 days. */
@ApiTags('rentals')
@Controller('agreements')
export class AgreementLinksController {
  constructor(
    private readonly links: AgreementLinks,
    private readonly agreements: AgreementService,
  ) {}

  @Get(':id')
  @Public()
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The signed agreement' })
  @ApiNotFoundResponse({ description: 'The link is invalid, was changed, or has expired' })
  @ApiQuery({ name: 'expires', description: 'Unix time (seconds) the link stops working' })
  @ApiQuery({ name: 'signature', description: 'HMAC-SHA256 of the rental id and expiry, hex' })
  async download(@Param('id', ParseIdPipe) id: number, @Query('expires') expires: unknown, @Query('signature') signature: unknown): Promise<StreamableFile> {
    if (!this.links.verify(id, { expires, signature })) throw new NotFoundException(INVALID_LINK_MESSAGE);
    return storedFileResponse(await this.agreements.openFor(id, null), `agreement-${id}.pdf`);
  }
}
