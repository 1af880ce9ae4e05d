import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CustomerLoginDto } from '../customers/dto/customer-login.dto';
import { CustomerSessionView, CustomerView } from '../customers/dto/customer.view';
import { CustomersService } from '../customers/customers.service';
import { StaffMemberView } from '../staff/dto/staff-member.view';
import { StaffCredentialsDto } from '../staff/dto/staff-credentials.dto';
import { StaffService } from '../staff/staff.service';
import { JwtPayload, Role } from './auth-user';
import { StaffSessionView } from './dto/session.view';

const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly staffService: StaffService,
    private readonly customersService: CustomersService,
    private readonly jwt: JwtService,
  ) {}

  signToken(id: number, role: Role): Promise<string> {
    const payload: JwtPayload = { sub: id, role };
    return this.jwt.signAsync(payload);
  }

  /** Customers sign in with their e-mail only (SPEC.md); the endpoint is rate-limited. */
  async customerLogin(dto: CustomerLoginDto): Promise<CustomerSessionView> {
    const customer = await this.customersService.findForLogin(dto.email);
    return { token: await this.signToken(customer.id, 'customer'), user: CustomerView.of(customer) };
  }

  /** Staff sign-in; the admin may sign in here too and receives an admin token. */
  staffLogin(credentials: StaffCredentialsDto): Promise<StaffSessionView> {
    return this.staffSession(credentials, ['staff', 'admin']);
  }

  /** The admin panel's separate sign-in accepts admin accounts only. */
  adminLogin(credentials: StaffCredentialsDto): Promise<StaffSessionView> {
    return this.staffSession(credentials, ['admin']);
  }

  private async staffSession(credentials: StaffCredentialsDto, allowedRoles: Role[]): Promise<StaffSessionView> {
    const member = await this.staffService.findByCredentials(credentials.username, credentials.password);
    if (!member || !allowedRoles.includes(member.role)) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return { token: await this.signToken(member.id, member.role), user: StaffMemberView.of(member) };
  }
}
