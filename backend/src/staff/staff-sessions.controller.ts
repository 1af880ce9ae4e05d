import { Body, Controller, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Auth } from '../auth/decorators/roles.decorator';
import { ClientAddress } from '../common/http/client-address.decorator';
import { ChangePasswordDto } from './dto/change-password.dto';
import { StaffCredentialsDto } from './dto/staff-credentials.dto';
import { StaffSessionView } from './dto/staff-session.view';
import { StaffSessionsService } from './staff-sessions.service';

@ApiTags('auth')
@Controller()
export class StaffSessionsController {
  constructor(private readonly sessions: StaffSessionsService) {}

  @Post('staff/login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffSessionView })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins for this account or client' })
  staffLogin(@Body() credentials: StaffCredentialsDto, @ClientAddress() client: string): Promise<StaffSessionView> {
    return this.sessions.staffLogin(credentials, client);
  }

  @Post('admin/login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffSessionView })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password, or not an admin' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins for this account or client' })
  adminLogin(@Body() credentials: StaffCredentialsDto, @ClientAddress() client: string): Promise<StaffSessionView> {
    return this.sessions.adminLogin(credentials, client);
  }

  @Patch('admin/password')
  @Auth('admin')
  @ApiOkResponse({ type: StaffSessionView, description: 'A new token: every token issued before stops working' })
  @ApiBadRequestResponse({ description: 'Current password is incorrect, or the new one is not acceptable' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords for this account (its sign-in budget)' })
  changeOwnPassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
    @ClientAddress() client: string,
  ): Promise<StaffSessionView> {
    return this.sessions.changeOwnPassword(user, dto, client);
  }
}
