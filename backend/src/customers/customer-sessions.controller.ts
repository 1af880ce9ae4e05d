import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { ClientAddress } from '../common/http/client-address.decorator';
import { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { CustomerSessionsService } from './customer-sessions.service';
import { CustomerLoginDto } from './dto/customer-login.dto';
import { CodeSentView, CustomerSessionView } from './dto/customer.view';
import { VerifySignInCodeDto } from './dto/verify-sign-in-code.dto';

@ApiTags('auth')
@ApiExtraModels(CustomerSessionView, CodeSentView)
@Controller()
export class CustomerSessionsController {
  constructor(private readonly sessions: CustomerSessionsService) {}

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
    return this.sessions.customerLogin(dto, client, language);
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
    return this.sessions.verifyCustomerCode(dto, client, language);
  }
}
