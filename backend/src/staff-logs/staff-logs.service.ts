import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { StaffLog } from './entities/staff-log.entity';

export type StaffLogDetails = Record<string, string | number | boolean | null>;

export interface StaffLogEntry {
  action: string;
  targetType: string;
  targetId: string | number | null;
  details?: StaffLogDetails;
}

/**
 * Every staff change writes one log row with the signed-in staff member, inside the same
 * transaction as the change, so a change is never recorded without its log or the reverse.
 */
@Injectable()
export class StaffLogsService {
  async record(manager: EntityManager, actor: AuthUser, entry: StaffLogEntry): Promise<void> {
    await manager.insert(StaffLog, {
      staffId: actor.id,
      staffUsername: actor.username,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === null ? null : String(entry.targetId),
      details: entry.details ?? null,
    });
  }
}
