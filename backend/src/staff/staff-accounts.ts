import { Injectable, OnModuleInit } from '@nestjs/common';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { appError } from '../common/errors/app-error';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsSelect, Repository } from 'typeorm';
import { AuthUser, JwtPayload } from '../auth/auth-user';
import { AccountLookup, IdentityService } from '../auth/identity.service';
import { StaffMember } from './entities/staff-member.entity';

/** Only what a request's identity needs: this runs on every signed-in request. */
const STAFF_IDENTITY: FindOptionsSelect<StaffMember> = { id: true, username: true, role: true, tokenVersion: true };

type StaffIdentity = Pick<StaffMember, 'id' | 'username' | 'role' | 'tokenVersion'>;

/** Who a staff or admin token names: the account, still in that role, with no password change since the token. */
@Injectable()
export class StaffAccounts implements AccountLookup<StaffIdentity>, OnModuleInit {
  readonly kind = 'staff';
  readonly roles = ['staff', 'admin'] as const;

  constructor(
    @InjectRepository(StaffMember) private readonly staff: Repository<StaffMember>,
    private readonly identities: IdentityService,
  ) {}

  onModuleInit(): void {
    this.identities.register(this);
  }

  find(id: number): Promise<StaffIdentity | null> {
    return this.staff.findOne({ select: STAFF_IDENTITY, where: { id } });
  }

  userFor(member: StaffIdentity | null, payload: JwtPayload): AuthUser {
    if (!member || member.role !== payload.role || member.tokenVersion !== (payload.ver ?? 0)) throw appError(AUTH_ERRORS.SESSION_ENDED);
    return { id: member.id, role: member.role, username: member.username, displayName: member.username };
  }
}
