import { Injectable } from '@nestjs/common';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { appError } from '../common/errors/app-error';
import { AuthUser, Role } from '../auth/auth-user';
import { AuthService } from '../auth/auth.service';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { ChangePasswordDto } from './dto/change-password.dto';
import { StaffCredentialsDto } from './dto/staff-credentials.dto';
import { StaffMemberView } from './dto/staff-member.view';
import { StaffSessionView } from './dto/staff-session.view';
import { StaffMember } from './entities/staff-member.entity';
import { StaffService, WrongCurrentPasswordError } from './staff.service';

/** The admin logs view's one answer to wrong or non-admin credentials (toast title and text). */
export const INVALID_ADMIN_CREDENTIALS = AUTH_ERRORS.INVALID_ADMIN_CREDENTIALS.message;

/** Staff and admin sign-ins, the admin's credential check and own password: each spends the account's sign-in budget. */
@Injectable()
export class StaffSessionsService {
  constructor(
    private readonly staffService: StaffService,
    private readonly throttle: SignInThrottle,
    private readonly auth: AuthService,
  ) {}

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

  private staffSession(credentials: StaffCredentialsDto, allowedRoles: Role[], client: string): Promise<StaffSessionView> {
    // Keyed by the account name, so the staff and admin sign-ins share one budget per account.
    return this.throttle.attempt(credentials.username, client, async () => {
      const member = await this.staffService.findByCredentials(credentials.username, credentials.password);
      if (!member || !allowedRoles.includes(member.role)) throw appError(AUTH_ERRORS.INVALID_CREDENTIALS);
      return this.staffSessionFor(member);
    });
  }

  private async staffSessionFor(member: StaffMember): Promise<StaffSessionView> {
    return { token: await this.auth.signToken(member.id, member.role, member.tokenVersion), user: StaffMemberView.of(member) };
  }
}
