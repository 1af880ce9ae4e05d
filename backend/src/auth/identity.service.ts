import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsSelect, Repository } from 'typeorm';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, ReadCachePolicy } from '../common/read-cache/fresh-read-cache';
import { Customer } from '../customers/entities/customer.entity';
import { StaffMember } from '../staff/entities/staff-member.entity';
import { AuthUser, JwtPayload } from './auth-user';
import { AUTH_ERRORS } from './auth.errors';
import { appError } from '../common/errors/app-error';

/** Only what a request's identity needs: this runs on every signed-in request. */
const CUSTOMER_IDENTITY: FindOptionsSelect<Customer> = { id: true, email: true, fullName: true, status: true, confirmedAt: true };
const STAFF_IDENTITY: FindOptionsSelect<StaffMember> = { id: true, username: true, role: true, tokenVersion: true };

/**
 * Accounts looked up for tokens are kept for a few seconds: a signed-in screen sends several
 * requests at once and every one needs the account. Any write (here, or announced by another
 * replica) ends them at once, so a removal, a password reset or a suspension applies to the very
 * next request; only while another replica's announcements cannot be heard may it take 2 s.
 */
export const IDENTITY_CACHE: ReadCachePolicy = { heardTtlMs: 5_000, unheardTtlMs: 2_000, serveStaleWhileRefreshing: false, maxEntries: 10_000 };

type CustomerIdentity = Pick<Customer, 'id' | 'email' | 'fullName' | 'status' | 'confirmedAt'>;
type StaffIdentity = Pick<StaffMember, 'id' | 'username' | 'role' | 'tokenVersion'>;

/** Turns a verified token into the current account, or refuses it. */
@Injectable()
export class IdentityService {
  private readonly accounts: FreshReadCache;

  constructor(
    @InjectRepository(StaffMember) private readonly staff: Repository<StaffMember>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    writes: DataWrites,
  ) {
    this.accounts = new FreshReadCache(writes, IDENTITY_CACHE);
  }

  async resolve(payload: JwtPayload): Promise<AuthUser> {
    if (payload.role === 'customer') {
      const customer = await this.accounts.read<CustomerIdentity | null>(`customer:${payload.sub}`, () =>
        this.customers.findOne({ select: CUSTOMER_IDENTITY, where: { id: payload.sub } }),
      );
      if (!customer || customer.confirmedAt === null) throw appError(AUTH_ERRORS.SESSION_ENDED);
      if (customer.status === 'blacklisted') {
        throw appError(AUTH_ERRORS.ACCOUNT_SUSPENDED);
      }
      return { id: customer.id, role: 'customer', username: customer.email, displayName: customer.fullName };
    }
    const member = await this.accounts.read<StaffIdentity | null>(`staff:${payload.sub}`, () =>
      this.staff.findOne({ select: STAFF_IDENTITY, where: { id: payload.sub } }),
    );
    if (!member || member.role !== payload.role || member.tokenVersion !== (payload.ver ?? 0)) throw appError(AUTH_ERRORS.SESSION_ENDED);
    return { id: member.id, role: member.role, username: member.username, displayName: member.username };
  }
}
