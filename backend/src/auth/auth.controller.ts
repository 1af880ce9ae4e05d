import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CustomerLoginDto } from '../customers/dto/customer-login.dto';
import { CustomerSessionView } from '../customers/dto/customer.view';
import { StaffCredentialsDto } from '../staff/dto/staff-credentials.dto';
import { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { CurrentUser } from './decorators/current-user.decorator';
import { Public } from './decorators/public.decorator';
import { Auth } from './decorators/roles.decorator';
import { CurrentUserView, StaffSessionView } from './dto/session.view';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly authService: AuthService) {}

  @Post('customers/login')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CustomerSessionView })
  @ApiUnauthorizedResponse({ description: 'No account with this e-mail' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts' })
  customerLogin(@Body() dto: CustomerLoginDto): Promise<CustomerSessionView> {
    return this.authService.customerLogin(dto);
  }

  @Post('staff/login')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffSessionView })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts' })
  staffLogin(@Body() credentials: StaffCredentialsDto): Promise<StaffSessionView> {
    return this.authService.staffLogin(credentials);
  }

  @Post('admin/login')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffSessionView })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password, or not an admin' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts' })
  adminLogin(@Body() credentials: StaffCredentialsDto): Promise<StaffSessionView> {
    return this.authService.adminLogin(credentials);
  }

  @Get('auth/me')
  @Auth()
  @ApiOkResponse({ type: CurrentUserView })
  me(@CurrentUser() user: AuthUser): CurrentUserView {
    return user;
  }
}
