import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ClientAddress } from '../common/http/client-address.decorator';
import { Page } from '../common/pagination/pagination';
import { StaffSessionsService } from '../staff/staff-sessions.service';
import { CreateStaffLogDto } from './dto/create-log.dto';
import { StaffLogQueryDto } from './dto/staff-log-query.dto';
import { StaffLogPageView, StaffLogView } from './dto/staff-log.view';
import { ViewLogsDto } from './dto/view-logs.dto';
import { StaffActivityService } from './staff-activity.service';

/** Staff activity: written by staff, read by the admin. No route changes or deletes an entry. */
@ApiTags('admin: staff activity')
@Controller()
export class StaffActivityController {
  constructor(
    private readonly activity: StaffActivityService,
    private readonly staffSessions: StaffSessionsService,
  ) {}

  @Post('staff/logs')
  @Auth('staff')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ description: '{ success: true }; recorded under the signed-in staff member, marked as reported by the app' })
  @ApiBadRequestResponse({ description: "The action is one of the server's own" })
  @ApiTooManyRequestsResponse({ description: 'More than 30 entries from this account in 10 minutes' })
  record(@Body() dto: CreateStaffLogDto, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.activity.record(user, dto);
  }

  @Post('staff/logs/view')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [StaffLogView], description: 'The 15 newest entries (of one staff member when staffId is given)' })
  @ApiUnauthorizedResponse({ description: 'Access Denied: Invalid admin credentials.' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts: the sign-in limit applies' })
  async viewWithCredentials(@Body() dto: ViewLogsDto, @ClientAddress() client: string): Promise<StaffLogView[]> {
    await this.staffSessions.verifyAdmin(dto, client);
    return this.activity.newest(dto.staffId);
  }

  @Get('admin/logs')
  @Auth('admin')
  @ApiOkResponse({ type: StaffLogPageView })
  page(@Query() query: StaffLogQueryDto): Promise<Page<StaffLogView>> {
    return this.activity.page(query);
  }
}
