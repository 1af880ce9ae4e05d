import { Injectable } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { Language } from '../i18n/language';
import { CustomerSignInService } from './customer-sign-in.service';
import { CustomerLoginDto } from './dto/customer-login.dto';
import { CodeSentView, CustomerSelfView, CustomerSessionView } from './dto/customer.view';
import { VerifySignInCodeDto } from './dto/verify-sign-in-code.dto';
import { Customer } from './entities/customer.entity';

/** A customer's sign-in: the e-mailed code (or, for demos, the e-mail alone) becomes a token. */
@Injectable()
export class CustomerSessionsService {
  constructor(
    private readonly customerSignIn: CustomerSignInService,
    private readonly throttle: SignInThrottle,
    private readonly auth: AuthService,
  ) {}

  /**
   * Step one of the customer sign-in. With CUSTOMER_SIGNIN_CODE on it only e-mails a code (the
   * same answer for every address); off, the e-mail alone signs in, for demos only.
   * Either way the account's e-mails follow the language the customer signs in with.
   */
  async customerLogin(dto: CustomerLoginDto, client: string, language: Language): Promise<CustomerSessionView | CodeSentView> {
    if (this.customerSignIn.codesRequired) return this.customerSignIn.requestCode(dto.email, client, language);
    const customer = await this.throttle.attempt(`customer:${dto.email}`, client, () =>
      this.customerSignIn.findForOneStepSignIn(dto.email),
    );
    await this.customerSignIn.rememberLanguage(customer.id, language);
    return this.customerSession({ ...customer, language });
  }

  /**
   * Step two: the e-mailed code; wrong codes count against the account's and the client's sign-in
   * budget. The account's e-mails follow this request's language from now on.
   */
  async verifyCustomerCode(dto: VerifySignInCodeDto, client: string, language: Language): Promise<CustomerSessionView> {
    const customer = await this.throttle.attempt(`customer:${dto.email}`, client, () =>
      this.customerSignIn.verify(dto.email, dto.code, language),
    );
    return this.customerSession(customer);
  }

  private async customerSession(customer: Customer): Promise<CustomerSessionView> {
    return { token: await this.auth.signToken(customer.id, 'customer'), user: CustomerSelfView.of(customer) };
  }
}
