import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { Page } from '../common/pagination/pagination';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { MailMessageQueryDto } from './dto/mail-message-query.dto';
import { MailMessagePageView, MailMessageView } from './dto/mail-message.view';
import { StaffMailService } from './staff-mail.service';

/** The staff dashboard's 'E-mails not sent' card. */
@ApiTags('staff: e-mail')
@Auth('staff')
@Controller('staff/mail-messages')
export class StaffMailController {
  constructor(private readonly staffMail: StaffMailService) {}

  @Get()
  @ApiOkResponse({ type: MailMessagePageView })
  list(@Query() query: MailMessageQueryDto): Promise<Page<MailMessageView>> {
    return this.staffMail.list(query);
  }

  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MailMessageView })
  @ApiNotFoundResponse({ description: 'E-mail not found' })
  @ApiConflictResponse({ description: 'The e-mail has not failed' })
  retry(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<MailMessageView> {
    return this.staffMail.retry(id, user);
  }
}
