import { EntityManager, LessThan } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { appError } from '../common/errors/app-error';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { COMPLIANCE_KIND_LABELS, lapsedOver } from './compliance-kinds';
import { VehicleComplianceItem } from './entities/vehicle-compliance-item.entity';
import { FLEET_ERRORS } from './fleet.errors';

/** A car going out over some days, and who is sending it (only an admin may go ahead past a lapse). */
export interface RoadworthyCheck {
  /** Null when the rental's car was deleted: nothing is recorded for it. */
  vehicleId: number | null;
  startDate: string;
  endDate: string;
  actor: AuthUser;
  /** An admin's reason to book or hand over despite a lapse; logged with what had lapsed. */
  overrideReason?: string;
  /** What is being done, for the log: an approval, a manual booking, an extension or a handover. */
  purpose: 'approval' | 'manual_booking' | 'extension' | 'handover';
}

/**
 * The compliance rule every path that sends a car out goes through: the vehicle schedule's
 * booking door (approval, manual booking, extension) and the handover. Refuses (409, naming what
 * lapses) when road tax, insurance, inspection or permit lapses before the rental's last day,
 * unless an admin gives a reason, which is logged with the lapsed items in the caller's
 * transaction. Staff sending a reason get 403: the override is the admin's.
 */
export async function assertRoadworthy(manager: EntityManager, check: RoadworthyCheck): Promise<void> {
  if (check.vehicleId === null) return;
  const recorded = await manager.find(VehicleComplianceItem, {
    select: { kind: true, expiresOn: true },
    where: { vehicleId: check.vehicleId, expiresOn: LessThan(check.endDate) },
  });
  const lapsed = lapsedOver(recorded, check);
  if (lapsed.length === 0) return;
  if (check.overrideReason === undefined) {
    throw appError(FLEET_ERRORS.VEHICLE_COMPLIANCE_LAPSED, {
      items: lapsed.map((item) => COMPLIANCE_KIND_LABELS[item.kind]).join(', '),
      expiresOn: formatMalaysianDate(lapsed[0].expiresOn),
      endDate: formatMalaysianDate(check.endDate),
    });
  }
  if (check.actor.role !== 'admin') throw appError(FLEET_ERRORS.COMPLIANCE_OVERRIDE_ADMIN_ONLY);
  await recordServerLog(manager, check.actor, {
    action: 'vehicle_compliance_overridden',
    targetType: 'vehicle',
    targetId: check.vehicleId,
    details: {
      purpose: check.purpose,
      startDate: check.startDate,
      endDate: check.endDate,
      lapsed: lapsed.map((item) => `${item.kind} ${item.expiresOn}`).join(', '),
      reason: check.overrideReason,
    },
  });
}
