import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ClientAddress } from '../common/http/client-address.decorator';
import { CustomerLoginDto } from '../customers/dto/customer-login.dto';
import { CodeSentView, CustomerSessionView } from '../customers/dto/customer.view';
import { VerifySignInCodeDto } from '../customers/dto/verify-sign-in-code.dto';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { ChangePasswordDto } from '../staff/dto/change-password.dto';
import { StaffCredentialsDto } from '../staff/dto/staff-credentials.dto';
import { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { CurrentUser } from './decorators/current-user.decorator';
import { Public } from './decorators/public.decorator';
import { Auth } from './decorators/roles.decorator';
import { CurrentUserView, StaffSessionView } from './dto/session.view';

@ApiTags('auth')
@ApiExtraModels(CustomerSessionView, CodeSentView)
@Controller()
export class AuthController {
  constructor(private readonly authService: AuthService) {}

  @Post('customers/login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'With CUSTOMER_SIGNIN_CODE on: CodeSentView for every e-mail. Off (demo mode): the session',
    schema: { oneOf: [{ $ref: getSchemaPath(CodeSentView) }, { $ref: getSchemaPath(CustomerSessionView) }] },
  })
  @ApiUnauthorizedResponse({ description: 'Codes off only: no account with this e-mail' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts or codes for this e-mail or client' })
  customerLogin(
    @Body() dto: CustomerLoginDto,
    @ClientAddress() client: string,
    @RequestLanguage() language: Language,
  ): Promise<CustomerSessionView | CodeSentView> {
    return this.authService.customerLogin(dto, client, language);
  }

  @Post('customers/login/verify')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CustomerSessionView })
  @ApiUnauthorizedResponse({ description: 'The code is wrong, expired, used or out of tries' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes for this e-mail or client' })
  verifyCustomerCode(
    @Body() dto: VerifySignInCodeDto,
    @ClientAddress() client: string,
    @RequestLanguage() language: Language,
  ): Promise<CustomerSessionView> {
    return this.authService.verifyCustomerCode(dto, client, language);
  }

  @Post('staff/login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffSessionView })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins for this account or client' })
  staffLogin(@Body() credentials: StaffCredentialsDto, @ClientAddress() client: string): Promise<StaffSessionView> {
    return this.authService.staffLogin(credentials, client);
  }

  @Post('admin/login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: StaffSessionView })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password, or not an admin' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins for this account or client' })
  adminLogin(@Body() credentials: StaffCredentialsDto, @ClientAddress() client: string): Promise<StaffSessionView> {
    return this.authService.adminLogin(credentials, client);
  }

  @Patch('admin/password')
  @Auth('admin')
  @ApiOkResponse({ type: StaffSessionView, description: 'A new token: every token issued before stops working' })
  @ApiBadRequestResponse({ description: 'Current password is incorrect, or the new one is not acceptable' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords for this account (its sign-in budget)' })
  changeOwnPassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @ClientAddress() client: string): Promise<StaffSessionView> {
    return this.authService.changeOwnPassword(user, dto, client);
  }

  @Get('auth/me')
  @Auth()
  @ApiOkResponse({ type: CurrentUserView })
  me(@CurrentUser() user: AuthUser): CurrentUserView {
    return user;
  }
}
