import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsSelect, Repository } from 'typeorm';
import { Customer } from '../customers/entities/customer.entity';
import { StaffMember } from '../staff/entities/staff-member.entity';
import { AuthUser, JwtPayload } from './auth-user';

/** Only what a request's identity needs: this runs on every signed-in request. */
const CUSTOMER_IDENTITY: FindOptionsSelect<Customer> = { id: true, email: true, fullName: true, status: true, confirmedAt: true };
const STAFF_IDENTITY: FindOptionsSelect<StaffMember> = { id: true, username: true, role: true, tokenVersion: true };

/** Turns a verified token into the current account, or refuses it. */
@Injectable()
export class IdentityService {
  constructor(
    @InjectRepository(StaffMember) private readonly staff: Repository<StaffMember>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
  ) {}

  async resolve(payload: JwtPayload): Promise<AuthUser> {
    if (payload.role === 'customer') {
      const customer = await this.customers.findOne({ select: CUSTOMER_IDENTITY, where: { id: payload.sub } });
      if (!customer || customer.confirmedAt === null) throw new UnauthorizedException('Your session has ended. Please sign in again.');
      if (customer.status === 'blacklisted') {
        throw new ForbiddenException('This account has been suspended. Please contact us for help.');
      }
      return { id: customer.id, role: 'customer', username: customer.email, displayName: customer.fullName };
    }
    const member = await this.staff.findOne({ select: STAFF_IDENTITY, where: { id: payload.sub } });
    if (!member || member.role !== payload.role || member.tokenVersion !== (payload.ver ?? 0)) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { id: member.id, role: member.role, username: member.username, displayName: member.username };
  }
}
