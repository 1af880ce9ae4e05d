import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { StaffLog } from './entities/staff-log.entity';
import { ServerLogAction } from './server-log-actions';

export type StaffLogDetails = Record<string, string | number | boolean | null>;

export interface StaffLogEntry {
  action: ServerLogAction;
  targetType: string;
  targetId: string | number | null;
  details?: StaffLogDetails;
}

/** An entry the staff member's browser sends: any action name except the server's own. */
export interface ClientLogEntry extends Omit<StaffLogEntry, 'action'> {
  action: string;
}

/**
 * The server's own log row, for code that changes a record inside a transaction without the
 * service at hand (the rental lifecycle's transitions). StaffLogsService.record writes the same.
 */
export async function recordServerLog(manager: EntityManager, actor: AuthUser, entry: StaffLogEntry): Promise<void> {
  await insertLog(manager, actor, entry, false);
}

/** What the server does by itself on a schedule (no staff member): logged as 'system'. */
export async function recordSystemLog(manager: EntityManager, entry: StaffLogEntry): Promise<void> {
  await manager.insert(StaffLog, {
    staffId: null,
    staffUsername: 'system',
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? null,
    reportedByClient: false,
  });
}

/**
 * Every staff change writes one log row with the signed-in staff member, inside the same
 * transaction as the change, so a change is never recorded without its log or the reverse.
 */
@Injectable()
export class StaffLogsService {
  async record(manager: EntityManager, actor: AuthUser, entry: StaffLogEntry): Promise<void> {
    await recordServerLog(manager, actor, entry);
  }

  /**
   * An action a customer took on their own account (a data export, a deletion request): no staff
   * id (it would name a staff member), the customer named by id only, never by e-mail or name, so
   * the line outlives an erasure without keeping the person in it.
   */
  async recordForCustomer(
    manager: EntityManager,
    customerId: number,
    entry: Omit<StaffLogEntry, 'targetType' | 'targetId'>,
  ): Promise<void> {
    await manager.insert(StaffLog, {
      staffId: null,
      staffUsername: `customer #${customerId}`,
      action: entry.action,
      targetType: 'customer',
      targetId: String(customerId),
      details: entry.details ?? null,
      reportedByClient: false,
    });
  }

  /** Marked as the client's, so the admin can tell what the server saw happen from what a browser reported. */
  async recordReportedByClient(manager: EntityManager, actor: AuthUser, entry: ClientLogEntry): Promise<void> {
    await insertLog(manager, actor, entry, true);
  }
}

async function insertLog(manager: EntityManager, actor: AuthUser, entry: ClientLogEntry, reportedByClient: boolean): Promise<void> {
  await manager.insert(StaffLog, {
    staffId: actor.id,
    staffUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? null,
    reportedByClient,
  });
}
