import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Customer } from '../customers/entities/customer.entity';
import { StaffMember } from '../staff/entities/staff-member.entity';
import { AuthUser, JwtPayload } from './auth-user';

/** Turns a verified token into the current account, or refuses it. */
@Injectable()
export class IdentityService {
  constructor(
    @InjectRepository(StaffMember) private readonly staff: Repository<StaffMember>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
  ) {}

  async resolve(payload: JwtPayload): Promise<AuthUser> {
    if (payload.role === 'customer') {
      const customer = await this.customers.findOneBy({ id: payload.sub });
      if (!customer || customer.confirmedAt === null) throw new UnauthorizedException('Your session has ended. Please sign in again.');
      if (customer.status === 'blacklisted') {
        throw new ForbiddenException('This account has been suspended. Please contact us for help.');
      }
      return { id: customer.id, role: 'customer', username: customer.email, displayName: customer.fullName };
    }
    const member = await this.staff.findOneBy({ id: payload.sub });
    if (!member || member.role !== payload.role || member.tokenVersion !== (payload.ver ?? 0)) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return { id: member.id, role: member.role, username: member.username, displayName: member.username };
  }
}
