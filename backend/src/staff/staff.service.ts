import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { onDuplicateKey } from '../common/database/driver-errors';
import { hashPassword, verifyPassword } from '../common/security/passwords';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { exactMatch } from '../common/validation/canonical-name';
import { isPublishedSecret } from '../config/published-secrets';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { CreateStaffDto } from './dto/create-staff.dto';
import { StaffMemberView } from './dto/staff-member.view';
import { StaffMember } from './entities/staff-member.entity';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { STAFF_ERRORS } from './staff.errors';
import { appError, errorResponse } from '../common/errors/app-error';

export const WRONG_CURRENT_PASSWORD_MESSAGE = STAFF_ERRORS.WRONG_CURRENT_PASSWORD.message;

/** A 400 like any other form error, told apart so the sign-in limit can count it as a guess. */
export class WrongCurrentPasswordError extends BadRequestException {
  constructor() {
    super(errorResponse(STAFF_ERRORS.WRONG_CURRENT_PASSWORD));
  }
}

@Injectable()
export class StaffService {
  constructor(
    @InjectRepository(StaffMember) private readonly staff: Repository<StaffMember>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /**
   * The account when username and password match, else null (the caller decides the message).
   * The name is canonical; MariaDB's collation also returns a look-alike ('stäff' finds 'staff'),
   * which is refused like an unknown name.
   */
  async findByCredentials(username: string, password: string): Promise<StaffMember | null> {
    const member = exactMatch(await this.staff.findBy({ username }), (row) => row.username, username);
    return (await verifyPassword(password, member?.hashedPassword)) ? member : null;
  }

  /** The admin adds a staff account (the name canonical: lower case); the account and its log commit together. */
  async create(dto: CreateStaffDto, actor: AuthUser): Promise<StaffMemberView> {
    // Any row the lookup returns holds the name or a look-alike the unique index refuses anyway.
    if (await this.staff.existsBy({ username: dto.username })) {
      throw appError(STAFF_ERRORS.USERNAME_TAKEN);
    }
    const hashedPassword = await hashPassword(dto.password);
    const member = await onDuplicateKey(
      inTransaction(this.dataSource, async (manager) => {
        const created = await manager.save(manager.create(StaffMember, { username: dto.username, hashedPassword, role: 'staff' }));
        await this.staffLogs.record(manager, actor, {
          action: 'staff_created',
          targetType: 'staff',
          targetId: created.id,
          details: { username: created.username },
        });
        return created;
      }),
      () => {
        // The same name added at the same moment: the unique index lets one in, the others are told why.
        throw appError(STAFF_ERRORS.USERNAME_TAKEN);
      },
    );
    return StaffMemberView.of(member);
  }

  /** Every staff account, oldest first (the admin included); never a password hash. */
  async list(): Promise<StaffMemberView[]> {
    const members = await this.staff.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return members.map((member) => StaffMemberView.of(member));
  }

  /**
   * The admin sets a new password for a staff member. The token version moves on in the same
   * conditional UPDATE, so every token issued before the reset is refused at once.
   */
  async resetPassword(id: number, newPassword: string, actor: AuthUser): Promise<StaffMemberView> {
    const member = await this.loadMember(id);
    if (member.role === 'admin') throw appError(STAFF_ERRORS.ADMIN_PASSWORD_SELF_SERVICE);
    if (isPublishedSecret(newPassword)) throw appError(STAFF_ERRORS.PUBLISHED_PASSWORD);
    const hashedPassword = await hashPassword(newPassword);
    await inTransaction(this.dataSource, async (manager) => {
      const reset = await manager.update(
        StaffMember,
        { id, tokenVersion: member.tokenVersion },
        { hashedPassword, tokenVersion: member.tokenVersion + 1 },
      );
      if (!reset.affected) throw appError(STAFF_ERRORS.PASSWORD_RESET_CONFLICT);
      await this.staffLogs.record(manager, actor, {
        action: 'staff_password_reset',
        targetType: 'staff',
        targetId: id,
        details: { username: member.username },
      });
    });
    return StaffMemberView.of(member);
  }

  /**
   * The admin removes a staff account. Its tokens stop working at once (every request looks the
   * account up); its past log entries stay, with the username they were written under.
   */
  async remove(id: number, actor: AuthUser): Promise<{ success: true }> {
    const member = await this.loadMember(id);
    if (member.role === 'admin') throw appError(STAFF_ERRORS.ADMIN_NOT_REMOVABLE);
    await inTransaction(this.dataSource, async (manager) => {
      const removed = await deleteWithOwnedFiles(manager, StaffMember, { id, role: 'staff' });
      if (!removed.affected) throw appError(STAFF_ERRORS.STAFF_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'staff_removed',
        targetType: 'staff',
        targetId: id,
        details: { username: member.username },
      });
    });
    return { success: true };
  }

  private async loadMember(id: number): Promise<StaffMember> {
    const member = await this.staff.findOneBy({ id });
    if (!member) throw appError(STAFF_ERRORS.STAFF_NOT_FOUND);
    return member;
  }

  /**
   * A signed-in account changes its own password after proving the current one. The token
   * version moves on in the same conditional UPDATE, so every token issued before stops working;
   * of two changes racing from one old password, exactly one wins.
   */
  async changeOwnPassword(actor: AuthUser, currentPassword: string, newPassword: string): Promise<StaffMember> {
    const member = await this.staff.findOneBy({ id: actor.id });
    if (!member) throw appError(AUTH_ERRORS.SESSION_ENDED);
    if (!(await verifyPassword(currentPassword, member.hashedPassword))) throw new WrongCurrentPasswordError();
    if (newPassword === currentPassword) throw appError(STAFF_ERRORS.SAME_PASSWORD);
    if (isPublishedSecret(newPassword)) throw appError(STAFF_ERRORS.PUBLISHED_PASSWORD);
    const hashedPassword = await hashPassword(newPassword);
    return inTransaction(this.dataSource, async (manager) => {
      const changed = await manager.update(
        StaffMember,
        { id: member.id, tokenVersion: member.tokenVersion },
        { hashedPassword, tokenVersion: member.tokenVersion + 1 },
      );
      if (!changed.affected) throw appError(STAFF_ERRORS.PASSWORD_CHANGED_ELSEWHERE);
      await this.staffLogs.record(manager, actor, { action: 'password_changed', targetType: 'staff', targetId: member.id });
      return manager.findOneByOrFail(StaffMember, { id: member.id });
    });
  }
}
