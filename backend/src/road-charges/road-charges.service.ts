import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { heldAt, rentalWithVehicleAt } from '../bookings/vehicle-schedule';
import { kualaLumpurInstant, todayInKualaLumpur } from '../common/dates/calendar-date';
import { isDuplicateKey, onDuplicateKey } from '../common/database/driver-errors';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { processImage } from '../common/images/image-pipeline';
import { fromSen, toSen } from '../common/money/money';
import { Page, skipFor } from '../common/pagination/pagination';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { withStoredFile } from '../common/storage/with-stored-files';
import { businessConfig } from '../config/configuration';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { NewEntry, postChargesCoveredByDeposit, reverseEntry } from '../ledger/rental-account';
import { EVIDENCE_LONG_SIDE } from '../rentals/agreement/rental-uploads';
import { Rental } from '../rentals/entities/rental.entity';
import { BILLABLE } from '../rentals/rental-lifecycle';
import { ServerLogAction } from '../staff-logs/server-log-actions';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { bookedVehicleName, vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { ImportTollsDto, RecordSummonsDto, RoadChargeQueryDto } from './dto/road-charge.dto';
import { RoadChargeView, TollImportView } from './dto/road-charge.view';
import { RoadCharge } from './entities/road-charge.entity';
import { ROAD_CHARGE_MOVES, RoadChargeAction } from './road-charge-states';
import { RoadChargeNoticesService } from './road-charge-notices.service';
import { ROAD_CHARGE_ERRORS } from './road-charges.errors';
import { fingerprintTolls, FingerprintedToll, summonsFingerprint } from './toll-lines';
import { UploadedTolls } from './toll-upload';

/** Rows per statement: within every driver's limit on a statement's parameters. */
const CHUNK = 500;

/** The ledger's source keys of a summons' or toll's charges and of what its deposit covered. */
const keys = (id: number) => ({
  amount: `road-charge:${id}:amount`,
  adminFee: `road-charge:${id}:admin_fee`,
  deposit: `road-charge:${id}:deposit`,
});

/** A plate as compared: letters and digits only, upper case ("wxy 1234" and "WXY-1234" are one plate). */
export const plateKey = (plate: string) => plate.toUpperCase().replace(/[^A-Z0-9]/g, '');
const PLATE_SQL = "UPPER(REPLACE(REPLACE(vehicle.plateIdentifier, ' ', ''), '-', ''))";

/** A charge matched now, to tell its renter once the transaction has committed. */
interface Charged {
  rentalId: number;
  chargeIds: number[];
  fromDepositSen: number;
}

/**
 * Traffic summonses and Touch 'n Go tolls traced to the renter: each is matched to the rental
 * that had the car at its moment (the vehicle schedule answers which), charged to that rental's
 * account (a summons with the admin fee, a toll at cost), taken from the deposit while it is still
 * held, and the renter is sent a notice. Unmatched ones wait for staff to assign them.
 */
@Injectable()
export class RoadChargesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly notices: RoadChargeNoticesService,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  async recordSummons(dto: RecordSummonsDto, photo: Express.Multer.File | undefined, actor: AuthUser): Promise<RoadChargeView> {
    const vehicle = await this.vehicleByPlate(dto.plate);
    const occurredAt = kualaLumpurInstant(dto.date, dto.time);
    this.checkMoment(
      vehicle,
      occurredAt,
      () => appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_IN_FUTURE),
      () => appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_BEFORE_VEHICLE, { date: todayInKualaLumpur(vehicle.createdAt) }),
    );
    const fingerprint = summonsFingerprint(dto.issuer, dto.noticeNumber);
    await this.refuseKnownSummons(fingerprint);
    const write = async (photoKey: string | null) => {
      try {
        return await inTransaction(this.dataSource, async (manager) => {
          const inserted = await manager.insert(RoadCharge, {
            kind: 'summons',
            vehicleId: vehicle.id,
            plate: plateKey(dto.plate),
            occurredAt,
            place: dto.place,
            issuer: dto.issuer,
            noticeNumber: dto.noticeNumber,
            amountSen: toSen(dto.amount),
            adminFeeSen: 0,
            photoKey,
            fingerprint,
            rentalId: null,
            status: 'unmatched',
            recordedBy: actor.username,
          });
          const id = (inserted.identifiers[0] as { id: number }).id;
          const rental = await rentalWithVehicleAt(manager, vehicle.id, occurredAt);
          const charged = rental ? await this.charge(manager, id, rental.id, actor) : null;
          await recordServerLog(manager, actor, {
            action: 'road_charge_recorded',
            targetType: 'road_charge',
            targetId: id,
            details: {
              kind: 'summons',
              plate: plateKey(dto.plate),
              noticeNumber: dto.noticeNumber,
              amount: dto.amount,
              rentalId: rental?.id ?? null,
            },
          });
          return { id, charged };
        });
      } catch (error) {
        // The same notice recorded at the same moment by someone else: theirs stands.
        if (isDuplicateKey(error)) await this.refuseKnownSummons(fingerprint);
        throw error;
      }
    };
    const result = photo
      ? // Checked and re-encoded before anything is stored: a file that is not a picture is refused here.
        await withStoredFile(this.storage, 'rental-photos', await processImage(photo.buffer, { maxLongSide: EVIDENCE_LONG_SIDE }), write)
      : await write(null);
    if (result.charged) await this.notices.send(result.charged.rentalId, result.charged.chargeIds, result.charged.fromDepositSen);
    return this.view(result.id);
  }

  /**
   * A Touch 'n Go statement of one car's card. Every line is checked before anything is stored
   * (a bad one refuses the file); lines stored before (the fingerprint) are left out, the new
   * ones matched and charged, and each renter gets one notice for their tolls in this statement.
   */
  async importTolls(dto: ImportTollsDto, file: UploadedTolls | undefined, actor: AuthUser): Promise<TollImportView> {
    if (!file) throw appError(ROAD_CHARGE_ERRORS.TOLL_FILE_MISSING);
    const vehicle = await this.dataSource.getRepository(Vehicle).findOneBy({ id: dto.vehicleId });
    if (!vehicle) throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_VEHICLE_UNKNOWN);
    for (const line of file.tolls) {
      const outOfRange = () => appError(ROAD_CHARGE_ERRORS.TOLL_LINE_OUT_OF_RANGE, { line: line.line });
      this.checkMoment(vehicle, line.occurredAt, outOfRange, outOfRange);
    }
    const tolls = fingerprintTolls(vehicle.id, file.tolls);
    const store = () => inTransaction(this.dataSource, (manager) => this.storeTolls(manager, vehicle, tolls, actor));
    let outcome: { view: TollImportView; charged: Charged[] };
    try {
      outcome = await store();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another upload of the same lines committed first: once more, its lines now count as known.
      outcome = await onDuplicateKey(store(), () => {
        throw appError(ROAD_CHARGE_ERRORS.TOLL_IMPORT_BUSY);
      });
    }
    for (const charged of outcome.charged) await this.notices.send(charged.rentalId, charged.chargeIds, charged.fromDepositSen);
    return outcome.view;
  }

  async list(query: RoadChargeQueryDto): Promise<Page<RoadChargeView>> {
    const where = { ...(query.status ? { status: query.status } : {}), ...(query.kind ? { kind: query.kind } : {}) };
    const [rows, total] = await this.dataSource.getRepository(RoadCharge).findAndCount({
      where,
      order: { occurredAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: await this.views(this.dataSource.manager, rows), total, page: query.page, limit: query.limit };
  }

  async openPhoto(id: number): Promise<OpenedFile> {
    const row = await this.dataSource.getRepository(RoadCharge).findOneBy({ id });
    if (!row) throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_NOT_FOUND);
    const file = row.photoKey ? await this.storage.open('rental-photos', row.photoKey) : null;
    if (!file) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    return file;
  }

  /** Charges an unmatched one to a rental of its car that staff found by hand (the car was lent on, say), and tells the renter. */
  async assign(id: number, rentalId: number, actor: AuthUser): Promise<RoadChargeView> {
    const charged = await inTransaction(this.dataSource, async (manager) => {
      const row = await this.find(manager, id);
      const rental = await manager.findOneBy(Rental, { id: rentalId });
      if (!rental || rental.vehicleId !== row.vehicleId || !BILLABLE.includes(rental.status)) {
        throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_RENTAL_NOT_FOR_VEHICLE);
      }
      await this.move(manager, id, 'assign', actor, { rentalId }, { rentalId, during: heldAt(rental, row.occurredAt) });
      return this.charge(manager, id, rentalId, actor);
    });
    await this.notices.send(charged.rentalId, charged.chargeIds, charged.fromDepositSen);
    return this.view(id);
  }

  async markPaid(id: number, actor: AuthUser): Promise<RoadChargeView> {
    await inTransaction(this.dataSource, (manager) => this.move(manager, id, 'mark_paid', actor, {}, {}));
    return this.view(id);
  }

  async dispute(id: number, reason: string, actor: AuthUser): Promise<RoadChargeView> {
    await inTransaction(this.dataSource, (manager) => this.move(manager, id, 'dispute', actor, { statusReason: reason }, { reason }));
    return this.view(id);
  }

  /**
   * Drops it: one conditional update decides between racing staff, then the winner reverses its
   * charges on the rental's account. What the deposit covered stays deducted, so the account
   * shows that money as owed back to the customer.
   */
  async writeOff(id: number, reason: string, actor: AuthUser): Promise<RoadChargeView> {
    await inTransaction(this.dataSource, async (manager) => {
      const row = await this.find(manager, id);
      await this.move(manager, id, 'write_off', actor, { statusReason: reason }, { reason, rentalId: row.rentalId });
      if (row.rentalId === null) return;
      const sourceKeys = [keys(id).amount, keys(id).adminFee];
      const entries = await manager.find(LedgerEntry, { where: { rentalId: row.rentalId, sourceKey: In(sourceKeys) } });
      for (const entry of entries) {
        if (await manager.existsBy(LedgerEntry, { reversesEntryId: entry.id })) continue;
        await reverseEntry(manager, row.rentalId, entry.id, `Written off: ${reason}`.slice(0, 500), actor.username);
      }
    });
    return this.view(id);
  }

  /** One conditional update from the move's states: of staff moving the same one at once, one wins and the rest get a 409. */
  private async move(
    manager: EntityManager,
    id: number,
    action: RoadChargeAction,
    actor: AuthUser,
    set: Partial<RoadCharge>,
    details: Record<string, string | number | boolean | null>,
  ): Promise<void> {
    const rule = ROAD_CHARGE_MOVES[action];
    const result = await manager.update(
      RoadCharge,
      { id, status: In([...rule.from]) },
      { ...set, status: rule.to, decidedBy: actor.username, decidedAt: new Date() },
    );
    if (!result.affected) {
      const row = await this.find(manager, id);
      throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_WRONG_STATE, { status: row.status.replace('_', ' ') });
    }
    const logs: Record<RoadChargeAction, ServerLogAction> = {
      assign: 'road_charge_assigned',
      mark_paid: 'road_charge_paid',
      dispute: 'road_charge_disputed',
      write_off: 'road_charge_written_off',
    };
    await recordServerLog(manager, actor, { action: logs[action], targetType: 'road_charge', targetId: id, details });
  }

  /**
   * Posts it to the rental's account (the amount, and the admin fee on a summons) with the
   * deposit's cover, and marks it charged, or paid when the deposit covered all of it.
   */
  private async charge(manager: EntityManager, id: number, rentalId: number, actor: AuthUser): Promise<Charged> {
    const row = await this.find(manager, id);
    const adminFeeSen = row.kind === 'summons' ? this.business.summonsAdminFeeSen : 0;
    const what = row.kind === 'summons' ? `Summons ${row.noticeNumber ?? ''}`.trim() : `Toll ${row.place}`;
    const entries: NewEntry[] = [
      {
        kind: 'charge',
        category: row.kind === 'summons' ? 'summons' : 'tolls',
        amountSen: row.amountSen,
        note: what.slice(0, 500),
        sourceKey: keys(id).amount,
      },
    ];
    if (adminFeeSen > 0) {
      entries.push({
        kind: 'charge',
        category: 'summons',
        amountSen: adminFeeSen,
        note: `Admin fee: ${what}`.slice(0, 500),
        sourceKey: keys(id).adminFee,
      });
    }
    const fromDepositSen = await postChargesCoveredByDeposit(manager, rentalId, entries, keys(id).deposit, actor.username);
    const status = fromDepositSen >= row.amountSen + adminFeeSen ? 'paid' : 'charged';
    await manager.update(RoadCharge, { id }, { rentalId, adminFeeSen, status });
    return { rentalId, chargeIds: [id], fromDepositSen };
  }

  private async storeTolls(
    manager: EntityManager,
    vehicle: Vehicle,
    tolls: FingerprintedToll[],
    actor: AuthUser,
  ): Promise<{ view: TollImportView; charged: Charged[] }> {
    const known = new Set<string>();
    for (let start = 0; start < tolls.length; start += CHUNK) {
      const slice = tolls.slice(start, start + CHUNK).map((toll) => toll.fingerprint);
      const rows = await manager.find(RoadCharge, { select: { fingerprint: true }, where: { fingerprint: In(slice) } });
      for (const row of rows) known.add(row.fingerprint);
    }
    const fresh = tolls.filter((toll) => !known.has(toll.fingerprint));
    const byRental = new Map<number, Charged>();
    let unmatched = 0;
    for (const toll of fresh) {
      const inserted = await manager.insert(RoadCharge, {
        kind: 'toll',
        vehicleId: vehicle.id,
        plate: plateKey(vehicle.plateIdentifier ?? ''),
        occurredAt: toll.occurredAt,
        place: toll.place,
        issuer: null,
        noticeNumber: null,
        amountSen: toll.amountSen,
        adminFeeSen: 0,
        photoKey: null,
        fingerprint: toll.fingerprint,
        rentalId: null,
        status: 'unmatched',
        recordedBy: actor.username,
      });
      const id = (inserted.identifiers[0] as { id: number }).id;
      const rental = await rentalWithVehicleAt(manager, vehicle.id, toll.occurredAt);
      if (!rental) {
        unmatched += 1;
        continue;
      }
      const charged = await this.charge(manager, id, rental.id, actor);
      const sum = byRental.get(rental.id) ?? { rentalId: rental.id, chargeIds: [], fromDepositSen: 0 };
      sum.chargeIds.push(id);
      sum.fromDepositSen += charged.fromDepositSen;
      byRental.set(rental.id, sum);
    }
    const view: TollImportView = {
      newTolls: fresh.length,
      duplicateTolls: tolls.length - fresh.length,
      charged: fresh.length - unmatched,
      unmatched,
    };
    if (fresh.length > 0) {
      await recordServerLog(manager, actor, {
        action: 'tolls_imported',
        targetType: 'vehicle',
        targetId: vehicle.id,
        details: { ...view, total: fromSen(fresh.reduce((sum, toll) => sum + toll.amountSen, 0)) },
      });
    }
    return { view, charged: [...byRental.values()] };
  }

  /** The car the plate names; spacing, dashes and case aside. */
  private async vehicleByPlate(plate: string): Promise<Vehicle> {
    const key = plateKey(plate);
    const found = key
      ? await this.dataSource.getRepository(Vehicle).createQueryBuilder('vehicle').where(`${PLATE_SQL} = :key`, { key }).take(2).getMany()
      : [];
    if (found.length === 0) throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_PLATE_UNKNOWN, { plate: plate.slice(0, 20) });
    if (found.length > 1) throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_PLATE_AMBIGUOUS, { plate: plate.slice(0, 20) });
    return found[0];
  }

  /** Neither in the future nor before the car joined the fleet (to the minute it was added). */
  private checkMoment(vehicle: Vehicle, at: Date, inFuture: () => Error, beforeVehicle: () => Error): void {
    if (at.getTime() > Date.now()) throw inFuture();
    if (at.getTime() < Math.floor(vehicle.createdAt.getTime() / 60_000) * 60_000) throw beforeVehicle();
  }

  private async refuseKnownSummons(fingerprint: string): Promise<void> {
    const known = await this.dataSource.getRepository(RoadCharge).findOneBy({ fingerprint });
    if (known) throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_DUPLICATE, { id: known.id });
  }

  private async find(manager: EntityManager, id: number): Promise<RoadCharge> {
    const row = await manager.findOneBy(RoadCharge, { id });
    if (!row) throw appError(ROAD_CHARGE_ERRORS.ROAD_CHARGE_NOT_FOUND);
    return row;
  }

  private async view(id: number): Promise<RoadChargeView> {
    const [view] = await this.views(this.dataSource.manager, [await this.find(this.dataSource.manager, id)]);
    return view;
  }

  private async views(manager: EntityManager, rows: RoadCharge[]): Promise<RoadChargeView[]> {
    const vehicleIds = [...new Set(rows.flatMap((row) => (row.vehicleId === null ? [] : [row.vehicleId])))];
    const rentalIds = [...new Set(rows.flatMap((row) => (row.rentalId === null ? [] : [row.rentalId])))];
    const [vehicles, rentals] = await Promise.all([
      vehicleIds.length ? manager.find(Vehicle, { where: { id: In(vehicleIds) } }) : [],
      rentalIds.length ? manager.find(Rental, { where: { id: In(rentalIds) }, relations: { customer: true } }) : [],
    ]);
    const vehicleById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    const rentalById = new Map(rentals.map((rental) => [rental.id, rental]));
    return rows.map((row) => {
      const vehicle = row.vehicleId === null ? null : (vehicleById.get(row.vehicleId) ?? null);
      const name = vehicle ? vehicleDisplayName(vehicle) : bookedVehicleName(null, row.plate);
      const customer = row.rentalId === null ? null : (rentalById.get(row.rentalId)?.customer ?? null);
      return RoadChargeView.of(row, name, customer?.fullName ?? null);
    });
  }
}
