import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { PrivacyNoticeView, PrivacyOfficerDto } from './dto/privacy-officer.dto';
import { PrivacyService } from './privacy.service';

/** What the public /privacy page shows beside its text: the notice's version and the officer to contact. */
@ApiTags('privacy')
@Public()
@Controller('privacy-notice')
export class PrivacyNoticeController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get()
  @ApiOkResponse({ type: PrivacyNoticeView })
  notice(): Promise<PrivacyNoticeView> {
    return this.privacy.notice();
  }
}

/** The data protection officer customers are told to contact; the admin's alone, every change logged. */
@ApiTags('admin: privacy settings')
@Auth('admin')
@Controller('admin/settings')
export class AdminPrivacySettingsController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('privacy')
  @ApiOkResponse({ type: PrivacyNoticeView })
  settings(): Promise<PrivacyNoticeView> {
    return this.privacy.notice();
  }

  @Put('privacy')
  @ApiOkResponse({ type: PrivacyNoticeView, description: 'The /privacy page shows the new contact at once' })
  @ApiBadRequestResponse({ description: 'A missing or too long name, a malformed e-mail address or phone number' })
  saveOfficer(@Body() dto: PrivacyOfficerDto, @CurrentUser() user: AuthUser): Promise<PrivacyNoticeView> {
    return this.privacy.saveOfficer(user, dto);
  }
}
