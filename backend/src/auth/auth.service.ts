import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CustomerSignInService } from '../customers/customer-sign-in.service';
import { CustomerLoginDto } from '../customers/dto/customer-login.dto';
import { CodeSentView, CustomerSelfView, CustomerSessionView } from '../customers/dto/customer.view';
import { VerifySignInCodeDto } from '../customers/dto/verify-sign-in-code.dto';
import { Customer } from '../customers/entities/customer.entity';
import { Language } from '../i18n/language';
import { ChangePasswordDto } from '../staff/dto/change-password.dto';
import { StaffMemberView } from '../staff/dto/staff-member.view';
import { StaffCredentialsDto } from '../staff/dto/staff-credentials.dto';
import { StaffMember } from '../staff/entities/staff-member.entity';
import { StaffService, WrongCurrentPasswordError } from '../staff/staff.service';
import { AuthUser, JwtPayload, Role } from './auth-user';
import { StaffSessionView } from './dto/session.view';
import { SignInThrottle } from './sign-in-throttle';
import { appError } from '../common/errors/app-error';
import { AUTH_ERRORS } from './auth.errors';

const INVALID_CREDENTIALS = AUTH_ERRORS.INVALID_CREDENTIALS.message;

/** The admin logs view's one answer to wrong or non-admin credentials (toast title and text). */
export const INVALID_ADMIN_CREDENTIALS = AUTH_ERRORS.INVALID_ADMIN_CREDENTIALS.message;

@Injectable()
export class AuthService {
  constructor(
    private readonly staffService: StaffService,
    private readonly customerSignIn: CustomerSignInService,
    private readonly throttle: SignInThrottle,
    private readonly jwt: JwtService,
  ) {}

  /** `version` is the staff account's tokenVersion: a password change makes older tokens invalid. */
  signToken(id: number, role: Role, version = 0): Promise<string> {
    const payload: JwtPayload = { sub: id, role, ver: version };
    return this.jwt.signAsync(payload);
  }

  /**
   * Step one of the customer sign-in. With CUSTOMER_SIGNIN_CODE on it only e-mails a code (the
   * same answer for every address); off, the e-mail alone signs in, for demos only.
   * Either way the account's e-mails follow the language the customer signs in with.
   */
  async customerLogin(dto: CustomerLoginDto, client: string, language: Language): Promise<CustomerSessionView | CodeSentView> {
    if (this.customerSignIn.codesRequired) return this.customerSignIn.requestCode(dto.email, client, language);
    const customer = await this.throttle.attempt(`customer:${dto.email}`, client, () => this.customerSignIn.findForOneStepSignIn(dto.email));
    await this.customerSignIn.rememberLanguage(customer.id, language);
    return this.customerSession({ ...customer, language });
  }

  /**
   * Step two: the e-mailed code; wrong codes count against the account's and the client's sign-in
   * budget. The account's e-mails follow this request's language from now on.
   */
  async verifyCustomerCode(dto: VerifySignInCodeDto, client: string, language: Language): Promise<CustomerSessionView> {
    const customer = await this.throttle.attempt(`customer:${dto.email}`, client, () => this.customerSignIn.verify(dto.email, dto.code, language));
    return this.customerSession(customer);
  }

  /** Staff sign-in; the admin may sign in here too and receives an admin token. */
  staffLogin(credentials: StaffCredentialsDto, client: string): Promise<StaffSessionView> {
    return this.staffSession(credentials, ['staff', 'admin'], client);
  }

  /** The admin panel's separate sign-in accepts admin accounts only. */
  adminLogin(credentials: StaffCredentialsDto, client: string): Promise<StaffSessionView> {
    return this.staffSession(credentials, ['admin'], client);
  }

  /**
   * The admin's credentials, checked for the 'view logs' call: the same throttle (and so
   * the same budget) as the sign-ins, and one answer for a wrong name, a wrong password or a
   * non-admin account.
   */
  verifyAdmin(credentials: StaffCredentialsDto, client: string): Promise<StaffMember> {
    return this.throttle.attempt(credentials.username, client, async () => {
      const member = await this.staffService.findByCredentials(credentials.username, credentials.password);
      if (!member || member.role !== 'admin') throw appError(AUTH_ERRORS.INVALID_ADMIN_CREDENTIALS);
      return member;
    });
  }

  /**
   * The admin's own password; every earlier token stops working and a fresh one is returned. A
   * wrong current password is a password guess like a failed sign-in (a stolen token must not
   * test passwords without limit), so it spends the account's sign-in budget.
   */
  async changeOwnPassword(actor: AuthUser, dto: ChangePasswordDto, client: string): Promise<StaffSessionView> {
    const member = await this.throttle.attempt(
      actor.username,
      client,
      () => this.staffService.changeOwnPassword(actor, dto.currentPassword, dto.newPassword),
      (error) => error instanceof WrongCurrentPasswordError,
    );
    return this.staffSessionFor(member);
  }

  private async customerSession(customer: Customer): Promise<CustomerSessionView> {
    return { token: await this.signToken(customer.id, 'customer'), user: CustomerSelfView.of(customer) };
  }

  private staffSession(credentials: StaffCredentialsDto, allowedRoles: Role[], client: string): Promise<StaffSessionView> {
    // Keyed by the account name, so the staff and admin sign-ins share one budget per account.
    return this.throttle.attempt(credentials.username, client, async () => {
      const member = await this.staffService.findByCredentials(credentials.username, credentials.password);
      if (!member || !allowedRoles.includes(member.role)) throw appError(AUTH_ERRORS.INVALID_CREDENTIALS);
      return this.staffSessionFor(member);
    });
  }

  private async staffSessionFor(member: StaffMember): Promise<StaffSessionView> {
    return { token: await this.signToken(member.id, member.role, member.tokenVersion), user: StaffMemberView.of(member) };
  }
}
