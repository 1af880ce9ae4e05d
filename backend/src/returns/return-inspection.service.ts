import { alreadyReceived, recordReceipt, unlessRepeated } from '../common/uploads/upload-receipts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, QueryFailedError } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuthUser } from '../auth/auth-user';
import { formatMalaysianDate, kualaLumpurWallClock, todayInKualaLumpur } from '../common/dates/calendar-date';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { processImage } from '../common/images/image-pipeline';
import { fromSen, toSen } from '../common/money/money';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { withStoredFile, withStoredFiles } from '../common/storage/with-stored-files';
import { businessConfig } from '../config/configuration';
import { NewEntry, postEntries } from '../ledger/rental-account';
import { EVIDENCE_LONG_SIDE } from '../rentals/agreement/rental-uploads';
import { signaturePng } from '../rentals/agreement/signature-image';
import { Rental, RENTAL_PHOTO_TYPES } from '../rentals/entities/rental.entity';
import { startsFrom } from '../rentals/rental-lifecycle';
import { loadRentalVehicleName } from '../rentals/rental-vehicle-name';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { RentalsService } from '../rentals/rentals.service';
import { StaffLogDetails, StaffLogsService } from '../staff-logs/staff-logs.service';
import { ServerLogAction } from '../staff-logs/server-log-actions';
import { AddDamageDto, AddReturnFeeDto, FinalizeReturnDto, ReturnReadingsDto, WaiveLineDto } from './dto/return-inspection.dto';
import { DamagePointView, ReturnChargeLineView, ReturnInspectionView, ReturnQuoteLinesView } from './dto/return-inspection.view';
import { DamagePrice } from './entities/damage-price.entity';
import { RentalReturn, ReturnPhoto, ReturnPhotoType } from './entities/rental-return.entity';
import { ReturnFee } from './entities/return-fee.entity';
import { VehicleDamage } from './entities/vehicle-damage.entity';
import { DIAGRAM_VIEWBOX } from './return-catalogue';
import { policyCharges } from './return-charges';
import { returnDueAt } from '../rentals/rental-due';
import { RETURN_ERRORS } from './returns.errors';

/** The angles a return must show before it is finalized; the photo with the customer and known damage are optional. */
export const REQUIRED_RETURN_PHOTOS: readonly ReturnPhotoType[] = ['front', 'back', 'left', 'right', 'interior_mileage'];
/** The version of an inspection not stored yet. */
const UNSAVED = -1;
/** Close-ups of damage a return keeps at most. */
export const MAX_DAMAGE_PHOTOS = 20;

type Line = ReturnChargeLineView & { amountSen: number; photoKey: string | null };

/** One charge line of a finalized return, as posted (or waived). */
export type FinalizedLine = Pick<Line, 'line' | 'category' | 'amountSen' | 'reason' | 'waived' | 'waiverReason'>;

/** A finalized return's record, as its condition report shows it. */
export interface FinalizedReturn {
  rental: Rental;
  row: RentalReturn;
  /** Found at this return. */
  damages: VehicleDamage[];
  /** Already on the car at the pickup. */
  atPickup: VehicleDamage[];
  lines: FinalizedLine[];
}

/**
 * The return inspection: photos beside the pickup's, fuel and mileage, damage on the diagram, the
 * customer's co-signature, then the charges the policy gives and staff adjust, and the finalize
 * that posts them and makes the lifecycle's mark_returned move. Every step before the finalize is a
 * conditional update on the inspection's version while it is not finalized, so evidence is never
 * replaced afterwards and two writers never both win; the finalize is one transaction.
 */
@Injectable()
export class ReturnInspectionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rentals: RentalsService,
    private readonly staffLogs: StaffLogsService,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  async view(id: number): Promise<ReturnInspectionView> {
    const manager = this.dataSource.manager;
    const rental = await this.loadRental(manager, id);
    const row = await manager.findOneBy(RentalReturn, { rentalId: id });
    const damages = await this.returnDamages(manager, id);
    const preExisting = rental.vehicleId
      ? await manager.find(VehicleDamage, { where: { vehicleId: rental.vehicleId, status: 'open' }, order: { id: 'ASC' } })
      : [];
    return {
      rentalId: id,
      status: rental.status,
      vehicleName: await loadRentalVehicleName(manager, rental),
      customerName: rental.customer?.fullName ?? null,
      dueAt: returnDueAt(rental).toISOString(),
      pickupFuelLevel: rental.fuelLevel,
      pickupMileage: rental.currentMileage,
      pickupPhotos: (rental.vehiclePhotos ?? []).map((photo) => ({ type: photo.type, takenAt: photo.takenAt })),
      photos: (row?.photos ?? []).map((photo) => ({ type: photo.type, key: photo.fileName, takenAt: photo.takenAt })),
      fuelLevel: row?.fuelLevel ?? null,
      mileage: row?.mileage ?? null,
      returnedAt: row?.returnedAt?.toISOString() ?? null,
      signed: Boolean(row?.signatureKey),
      signedAt: row?.signedAt?.toISOString() ?? null,
      customerAbsentReason: row?.customerAbsentReason ?? null,
      damages: damages.map((damage) => damageView(damage, true)),
      preExistingDamages: preExisting
        .filter((damage) => damage.rentalId !== id || damage.phase === 'pickup')
        .map((damage) => damageView(damage, false)),
      fees: (row?.fees ?? []).map((fee) => ({ ...fee, amount: fromSen(fee.amountSen) })),
      quote: publicQuote(this.quote(rental, row, damages)),
      finalizedAt: row?.finalizedAt?.toISOString() ?? null,
      viewBox: { ...DIAGRAM_VIEWBOX },
    };
  }

  async addPhotos(id: number, actor: AuthUser, files: Express.Multer.File[] | undefined, types: ReturnPhotoType[], clientId?: string) {
    if (await alreadyReceived(this.dataSource, id, clientId)) return this.view(id);
    return unlessRepeated(
      () => this.storePhotos(id, actor, files, types, clientId),
      () => this.view(id),
    );
  }

  private async storePhotos(
    id: number,
    actor: AuthUser,
    files: Express.Multer.File[] | undefined,
    types: ReturnPhotoType[],
    clientId: string | undefined,
  ) {
    if (!files || files.length === 0) throw appError(RENTAL_ERRORS.NO_PHOTOS);
    if (types.length !== files.length) throw appError(RENTAL_ERRORS.PHOTO_TYPES_MISMATCH);
    const angles = types.filter((type) => type !== 'damage');
    if (new Set(angles).size !== angles.length) throw appError(RENTAL_ERRORS.DUPLICATE_PHOTO_TYPE);
    const { row } = await this.draft(this.dataSource.manager, id);
    const previous = row.photos ?? [];
    const closeUps = previous.filter((photo) => photo.type === 'damage').length + types.length - angles.length;
    if (closeUps > MAX_DAMAGE_PHOTOS) throw appError(RETURN_ERRORS.RETURN_TOO_MANY_PHOTOS, { max: MAX_DAMAGE_PHOTOS });
    const images = await Promise.all(files.map((file) => processImage(file.buffer, { maxLongSide: EVIDENCE_LONG_SIDE })));
    const takenAt = new Date().toISOString();
    const replaced = previous.filter((photo) => photo.type !== 'damage' && angles.includes(photo.type));
    await withStoredFiles(this.storage, 'rental-photos', images, (fileNames) =>
      inTransaction(this.dataSource, async (manager) => {
        await recordReceipt(manager, id, clientId, 'return_photo');
        const added: ReturnPhoto[] = fileNames.map((fileName, index) => ({
          type: types[index],
          fileName,
          takenAt,
          ...(clientId && fileNames.length === 1 ? { clientId: clientId.toLowerCase() } : {}),
        }));
        const kept = previous.filter((photo) => !replaced.includes(photo));
        const order = (type: ReturnPhotoType) => (type === 'damage' ? RENTAL_PHOTO_TYPES.length : RENTAL_PHOTO_TYPES.indexOf(type));
        const photos = [...kept, ...added].sort((a, b) => order(a.type) - order(b.type));
        await this.change(manager, row, { photos });
        await this.log(manager, actor, id, 'rental_return_photos_uploaded', {
          types: types.join(', '),
          replaced: replaced.map((photo) => photo.type).join(', '),
        });
      }),
    );
    await Promise.all(replaced.map((photo) => this.storage.remove('rental-photos', photo.fileName)));
    return this.view(id);
  }

  /** A return photo by its key, or the co-signature ('signature'), for staff; 404 for anything else. */
  async openFile(id: number, key: string): Promise<OpenedFile> {
    const row = await this.dataSource.getRepository(RentalReturn).findOneBy({ rentalId: id });
    const file =
      key === 'signature'
        ? row?.signatureKey && (await this.storage.open('signatures', row.signatureKey))
        : row?.photos?.some((photo) => photo.fileName === key) && (await this.storage.open('rental-photos', key));
    if (!file) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    return file;
  }

  async updateReadings(id: number, actor: AuthUser, dto: ReturnReadingsDto): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { rental, row } = await this.draft(manager, id);
      const set: QueryDeepPartialEntity<RentalReturn> = {};
      if (dto.fuelLevel !== undefined) set.fuelLevel = dto.fuelLevel;
      if (dto.mileage !== undefined) {
        if (dto.mileage < rental.currentMileage) throw appError(RENTAL_ERRORS.MILEAGE_BELOW_PICKUP);
        set.mileage = dto.mileage;
      }
      if (dto.returnedAt !== undefined) set.returnedAt = returnMoment(rental, dto.returnedAt);
      await this.change(manager, row, set);
      await this.log(manager, actor, id, 'rental_return_updated', {
        fuelLevel: dto.fuelLevel ?? null,
        mileage: dto.mileage ?? null,
        returnedAt: dto.returnedAt ?? null,
      });
    });
    return this.view(id);
  }

  async addDamage(id: number, actor: AuthUser, dto: AddDamageDto): Promise<ReturnInspectionView> {
    if (await alreadyReceived(this.dataSource, id, dto.clientId)) return this.view(id);
    return unlessRepeated(
      () => this.storeDamage(id, actor, dto),
      () => this.view(id),
    );
  }

  private async storeDamage(id: number, actor: AuthUser, dto: AddDamageDto): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      await recordReceipt(manager, id, dto.clientId, 'return_damage');
      const { rental, row } = await this.draft(manager, id);
      const photoKey = closeUpKey(row.photos ?? [], dto);
      const charge = await this.damageCharge(manager, dto);
      await this.change(manager, row, {});
      await manager.insert(VehicleDamage, {
        vehicleId: rental.vehicleId as number,
        rentalId: id,
        phase: 'return',
        status: 'pending',
        x: dto.x,
        y: dto.y,
        panel: dto.panel,
        kind: dto.kind,
        size: dto.size,
        note: dto.note ?? null,
        photoKey,
        chargeSen: charge.amountSen,
        chargeReason: charge.reason,
        recordedBy: actor.username,
      });
      await this.log(manager, actor, id, 'rental_return_damage_recorded', {
        panel: dto.panel,
        kind: dto.kind,
        size: dto.size,
        amount: fromSen(charge.amountSen),
        typedReason: charge.reason,
      });
    });
    return this.view(id);
  }

  async removeDamage(id: number, actor: AuthUser, damageId: number): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { row } = await this.draft(manager, id);
      await this.change(manager, row, {});
      const removed = await manager.delete(VehicleDamage, { id: damageId, rentalId: id, status: 'pending' });
      if (!removed.affected) throw appError(RETURN_ERRORS.RETURN_DAMAGE_NOT_FOUND);
      await this.log(manager, actor, id, 'rental_return_damage_recorded', { removedDamageId: damageId });
    });
    return this.view(id);
  }

  async addFee(id: number, actor: AuthUser, dto: AddReturnFeeDto): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { row } = await this.draft(manager, id);
      const fee = await manager.findOneBy(ReturnFee, { id: dto.feeId, active: true });
      if (!fee) throw appError(RETURN_ERRORS.RETURN_FEE_NOT_FOUND);
      const line = {
        line: `fee:${row.version + 1}`,
        feeId: fee.id,
        category: fee.category,
        nameEn: fee.nameEn,
        nameMs: fee.nameMs,
        amountSen: fee.amountSen,
      };
      await this.change(manager, row, { fees: [...(row.fees ?? []), line] });
      await this.log(manager, actor, id, 'rental_return_updated', { fee: fee.nameEn, amount: fromSen(fee.amountSen) });
    });
    return this.view(id);
  }

  async removeFee(id: number, actor: AuthUser, line: string): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { row } = await this.draft(manager, id);
      const fees = row.fees ?? [];
      if (!fees.some((fee) => fee.line === line)) throw appError(RETURN_ERRORS.RETURN_LINE_NOT_FOUND);
      await this.change(manager, row, { fees: fees.filter((fee) => fee.line !== line) });
      await this.log(manager, actor, id, 'rental_return_updated', { removedFee: line });
    });
    return this.view(id);
  }

  /** Waives one line of the current quote; the reason is kept with the return and logged. */
  async waive(id: number, actor: AuthUser, dto: WaiveLineDto): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { rental, row } = await this.draft(manager, id);
      const line = this.quote(rental, row, await this.returnDamages(manager, id)).lines.find((candidate) => candidate.line === dto.line);
      if (!line) throw appError(RETURN_ERRORS.RETURN_LINE_NOT_FOUND);
      const waiver = { line: dto.line, reason: dto.reason, by: actor.username, at: new Date().toISOString() };
      await this.change(manager, row, { waivers: [...(row.waivers ?? []).filter((kept) => kept.line !== dto.line), waiver] });
      await this.log(manager, actor, id, 'rental_return_charge_waived', {
        line: dto.line,
        category: line.category,
        amount: line.amount,
        reason: dto.reason,
      });
    });
    return this.view(id);
  }

  /** Withdraws the waiver of one line, so the line is charged again; the withdrawal is logged. */
  async withdrawWaiver(id: number, actor: AuthUser, line: string): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { row } = await this.draft(manager, id);
      const waivers = row.waivers ?? [];
      const withdrawn = waivers.find((waiver) => waiver.line === line);
      if (!withdrawn) throw appError(RETURN_ERRORS.RETURN_WAIVER_NOT_FOUND);
      await this.change(manager, row, { waivers: waivers.filter((waiver) => waiver !== withdrawn) });
      await this.log(manager, actor, id, 'rental_return_waiver_withdrawn', { line, waiverReason: withdrawn.reason });
    });
    return this.view(id);
  }

  async sign(id: number, actor: AuthUser, signatureData: string, clientId?: string): Promise<ReturnInspectionView> {
    if (await alreadyReceived(this.dataSource, id, clientId)) return this.view(id);
    return unlessRepeated(
      () => this.storeSignature(id, actor, signatureData, clientId),
      () => this.view(id),
    );
  }

  private async storeSignature(id: number, actor: AuthUser, signatureData: string, clientId: string | undefined) {
    const { row } = await this.draft(this.dataSource.manager, id);
    const png = await signaturePng(signatureData);
    const previous = row.signatureKey;
    await withStoredFile(this.storage, 'signatures', { data: png, extension: 'png' }, (fileName) =>
      inTransaction(this.dataSource, async (manager) => {
        await recordReceipt(manager, id, clientId, 'return_signature');
        await this.change(manager, row, { signatureKey: fileName, signedAt: new Date(), customerAbsentReason: null });
        await this.log(manager, actor, id, 'rental_return_signed', { replaced: previous !== null });
      }),
    );
    if (previous) await this.storage.remove('signatures', previous);
    return this.view(id);
  }

  async customerAbsent(id: number, actor: AuthUser, reason: string): Promise<ReturnInspectionView> {
    const previous = await inTransaction(this.dataSource, async (manager) => {
      const { row } = await this.draft(manager, id);
      await this.change(manager, row, { customerAbsentReason: reason, signatureKey: null, signedAt: null });
      await this.log(manager, actor, id, 'rental_return_signed', { customerAbsent: true, reason });
      return row.signatureKey;
    });
    if (previous) await this.storage.remove('signatures', previous);
    return this.view(id);
  }

  /**
   * Posts every line not waived as a ledger charge (with its evidence photo), opens the damage found
   * on the car's record, and makes the mark_returned move, in ONE transaction whose first write is
   * the conditional update of the inspection: of two finalizes exactly one wins, the other is 409.
   * Refused with 409 when the charges are no longer the total staff were shown.
   */
  async finalize(id: number, actor: AuthUser, dto: FinalizeReturnDto): Promise<ReturnInspectionView> {
    await inTransaction(this.dataSource, async (manager) => {
      const { rental, row } = await this.draft(manager, id);
      const damages = await this.returnDamages(manager, id);
      const quote = this.quote(rental, row, damages);
      if (quote.missing.length > 0) throw appError(RETURN_ERRORS.RETURN_INCOMPLETE, { missing: quote.missing.join(', ') });
      if (toSen(dto.expectedTotal) !== quote.totalSen)
        throw appError(RETURN_ERRORS.RETURN_QUOTE_CHANGED, { total: fromSen(quote.totalSen) });
      await this.change(manager, row, { finalizedAt: new Date(), finalizedBy: actor.username });
      const returnedAt = row.returnedAt as Date;
      const mileageLine = quote.lines.find((line) => line.line === 'extra_mileage' && !line.waived);
      await this.rentals.recordReturn(manager, rental, actor, {
        returnDate: todayInKualaLumpur(returnedAt),
        returnMileage: row.mileage as number,
        fuelLevel: row.fuelLevel as number,
        extraMileageFee: fromSen(mileageLine?.amountSen ?? 0),
        details: {
          inspection: true,
          returnedAt: returnedAt.toISOString(),
          charged: fromSen(quote.totalSen),
          waived: quote.lines.filter((line) => line.waived).length,
          newDamage: damages.length,
          customerAbsent: row.customerAbsentReason !== null,
        },
      });
      const entries: NewEntry[] = quote.lines
        .filter((line) => !line.waived && line.amountSen > 0)
        .map((line) => ({
          kind: 'charge',
          category: line.category,
          amountSen: line.amountSen,
          note: line.why,
          // The quick Mark Returned posts extra mileage under the same key, so the two paths never both charge it.
          sourceKey: line.line === 'extra_mileage' ? `rental:${id}:extra_mileage` : `rental:${id}:return:${line.line}`,
          photoKey: line.photoKey,
        }));
      if (entries.length > 0) await postEntries(manager, id, entries, actor.username);
      if (damages.length > 0) {
        await manager.update(VehicleDamage, { id: In(damages.map((damage) => damage.id)), status: 'pending' }, { status: 'open' });
      }
    });
    return this.view(id);
  }

  /**
   * What a finalized return recorded, for its condition report: the inspection, the damage found
   * at it, the damage already on the car when it went out, and the charge lines as finalize posted
   * them (waived lines included, with their reasons). Null while the return is not finalized.
   */
  async finalizedFacts(id: number): Promise<FinalizedReturn | null> {
    const manager = this.dataSource.manager;
    const rental = await this.loadRental(manager, id);
    const row = await manager.findOneBy(RentalReturn, { rentalId: id });
    if (!row?.finalizedAt || rental.vehicleId === null) return null;
    const finalizedAt = row.finalizedAt;
    const damages = await this.returnDamages(manager, id);
    const pickedUpAt = rental.agreementFinalizedAt ?? new Date(`${rental.startDate}T00:00:00+08:00`);
    const onTheCar = await manager.find(VehicleDamage, { where: { vehicleId: rental.vehicleId }, order: { id: 'ASC' } });
    // On the car when it went out: recorded before this return, not repaired before the pickup.
    const atPickup = onTheCar.filter(
      (damage) =>
        !(damage.rentalId === id && damage.phase === 'return') &&
        damage.status !== 'pending' &&
        // finalizedAt is kept to the second and createdAt to the millisecond: compare whole seconds,
        // or damage recorded in the same second as the finalize would drop off the report.
        Math.floor(damage.createdAt.getTime() / 1000) <= Math.floor(finalizedAt.getTime() / 1000) &&
        (damage.repairedAt === null || damage.repairedAt >= pickedUpAt),
    );
    const { lines } = this.quote(rental, row, damages);
    return {
      rental,
      row,
      damages,
      atPickup,
      lines: lines.map(({ line, category, amountSen, reason, waived, waiverReason }) => ({
        line,
        category,
        amountSen,
        reason,
        waived,
        waiverReason,
      })),
    };
  }

  /** The lines the policy, the added fees and the new damage give, with the waivers applied. */
  private quote(
    rental: Rental,
    row: RentalReturn | null,
    damages: VehicleDamage[],
  ): { lines: Line[]; totalSen: number; missing: string[] } {
    const lines: Line[] = [];
    const missing: string[] = [];
    const photoTypes = new Set((row?.photos ?? []).map((photo) => photo.type));
    for (const type of REQUIRED_RETURN_PHOTOS) if (!photoTypes.has(type)) missing.push(`photo:${type}`);
    if (row?.fuelLevel === null || row?.fuelLevel === undefined) missing.push('fuelLevel');
    if (row?.mileage === null || row?.mileage === undefined) missing.push('mileage');
    if (!row?.signatureKey && !row?.customerAbsentReason) missing.push('signature');
    const add = (line: Omit<Line, 'waived' | 'waiverReason' | 'amount'>) => {
      const waiver = row?.waivers?.find((candidate) => candidate.line === line.line);
      lines.push({ ...line, amount: fromSen(line.amountSen), waived: Boolean(waiver), waiverReason: waiver?.reason ?? null });
    };
    if (row && row.fuelLevel !== null && row.mileage !== null && row.returnedAt !== null) {
      const charges = policyCharges(
        rental,
        { returnedAt: row.returnedAt, returnFuel: row.fuelLevel, returnMileage: row.mileage },
        this.business.returnPolicy,
      );
      const { fuel, late, mileage } = charges;
      if (fuel.amountSen > 0) {
        const params = {
          bars: fuel.barsShort,
          out: rental.fuelLevel ?? 0,
          back: row.fuelLevel,
          perBar: fromSen(this.business.returnPolicy.fuelChargePerBarSen),
        };
        add({
          line: 'fuel',
          category: 'fuel',
          amountSen: fuel.amountSen,
          why: `Fuel ${params.bars} bar(s) short (${params.out}/8 out, ${params.back}/8 back) at RM ${params.perBar} a bar`,
          reason: { code: 'FUEL_SHORT', params },
          photoKey: null,
        });
      }
      if (late.amountSen > 0) {
        const params = {
          minutes: late.minutesLate,
          due: kualaLumpurMoment(late.dueAt),
          days: late.fullDays,
          hours: late.hours,
          hourly: fromSen(late.hourlySen),
          graceMinutes: this.business.returnPolicy.lateReturnGraceMinutes,
        };
        add({
          line: 'late_return',
          category: 'late_return',
          amountSen: late.amountSen,
          why: `Returned ${params.minutes} min after ${params.due}: ${params.days} day(s) and ${params.hours} started hour(s) at RM ${params.hourly} after ${params.graceMinutes} min grace`,
          reason: { code: 'LATE_RETURN', params },
          photoKey: null,
        });
      }
      if (mileage.amountSen > 0) {
        const params = { extraKm: mileage.extraKm, allowedKm: mileage.allowedKm ?? 0, perKm: fromSen(mileage.perKmSen) };
        add({
          line: 'extra_mileage',
          category: 'extra_mileage',
          amountSen: mileage.amountSen,
          why: `${params.extraKm} km beyond the ${params.allowedKm} km allowed at RM ${params.perKm} a km`,
          reason: { code: 'EXTRA_MILEAGE', params },
          photoKey: null,
        });
      }
    }
    for (const fee of row?.fees ?? []) {
      add({
        line: fee.line,
        category: 'cleaning',
        amountSen: fee.amountSen,
        why: fee.nameEn,
        reason: { code: 'RETURN_FEE', params: { nameEn: fee.nameEn, nameMs: fee.nameMs } },
        photoKey: null,
      });
    }
    for (const damage of damages) {
      if (!damage.chargeSen) continue;
      const params = { kind: damage.kind, size: damage.size, panel: damage.panel, reason: damage.chargeReason ?? '' };
      add({
        line: `damage:${damage.id}`,
        category: 'damage',
        amountSen: damage.chargeSen,
        why: `New ${damage.size} ${damage.kind.replace('_', ' ')} on ${damage.panel.replace(/_/g, ' ')}${damage.chargeReason ? `: ${damage.chargeReason}` : ' (price list)'}`,
        reason: { code: damage.chargeReason ? 'DAMAGE_TYPED' : 'DAMAGE_LIST_PRICE', params },
        photoKey: damage.photoKey,
      });
    }
    const totalSen = lines.filter((line) => !line.waived).reduce((sum, line) => sum + line.amountSen, 0);
    return { lines, totalSen, missing };
  }

  private async damageCharge(manager: EntityManager, dto: AddDamageDto): Promise<{ amountSen: number; reason: string | null }> {
    if (dto.amount !== undefined) {
      if (!dto.reason) throw appError(RETURN_ERRORS.RETURN_AMOUNT_REASON_REQUIRED);
      const amountSen = toSen(dto.amount);
      if (amountSen === 0) throw appError(RETURN_ERRORS.RETURN_AMOUNT_ZERO);
      return { amountSen, reason: dto.reason };
    }
    const price = await manager.findOneBy(DamagePrice, { kind: dto.kind, size: dto.size });
    if (!price) throw appError(RETURN_ERRORS.DAMAGE_PRICE_NOT_FOUND);
    return { amountSen: price.amountSen, reason: null };
  }

  private returnDamages(manager: EntityManager, id: number): Promise<VehicleDamage[]> {
    return manager.find(VehicleDamage, { where: { rentalId: id, phase: 'return' }, order: { id: 'ASC' } });
  }

  private async loadRental(manager: EntityManager, id: number): Promise<Rental> {
    const rental = await manager.findOne(Rental, { where: { id }, relations: { customer: true, vehicleRecord: true } });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    return rental;
  }

  /**
   * The rental and its open inspection, or why it cannot be changed. An inspection not yet stored
   * comes back unsaved (version -1); the first change that succeeds stores it, so a refused first
   * request leaves nothing behind.
   */
  private async draft(manager: EntityManager, id: number): Promise<{ rental: Rental; row: RentalReturn }> {
    const rental = await this.loadRental(manager, id);
    const existing = await manager.findOneBy(RentalReturn, { rentalId: id });
    if (existing?.finalizedAt) throw appError(RETURN_ERRORS.RETURN_ALREADY_FINALIZED);
    if (!startsFrom('mark_returned', rental.status) || rental.vehicleId === null) throw appError(RETURN_ERRORS.RETURN_NOT_OPEN);
    if (existing) return { rental, row: existing };
    const unsaved = manager.create(RentalReturn, {
      rentalId: id,
      photos: null,
      fuelLevel: null,
      mileage: null,
      // The car is taken to be back when staff start inspecting it; they may correct the time.
      returnedAt: new Date(),
      signatureKey: null,
      signedAt: null,
      customerAbsentReason: null,
      fees: null,
      waivers: null,
      version: UNSAVED,
      finalizedAt: null,
      finalizedBy: null,
    });
    return { rental, row: unsaved };
  }

  /**
   * One conditional update: the version read, not finalized; or, for an inspection not stored yet,
   * its insert (a second, parallel first write fails on the key). Otherwise the return changed or
   * was finalized meanwhile.
   */
  private async change(manager: EntityManager, row: RentalReturn, set: QueryDeepPartialEntity<RentalReturn>): Promise<void> {
    if (row.version === UNSAVED) {
      const { rental: _rental, createdAt: _createdAt, ...values } = row;
      try {
        await manager.insert(RentalReturn, { ...values, ...(set as Partial<RentalReturn>), version: 1 });
        return;
      } catch (error) {
        if (error instanceof QueryFailedError) throw appError(RETURN_ERRORS.RETURN_CHANGED);
        throw error;
      }
    }
    const result = await manager
      .createQueryBuilder()
      .update(RentalReturn)
      .set({ ...set, version: () => 'version + 1' })
      .where({ rentalId: row.rentalId, version: row.version })
      .andWhere('finalizedAt IS NULL')
      .execute();
    if (result.affected) return;
    const current = await manager.findOneBy(RentalReturn, { rentalId: row.rentalId });
    throw appError(current?.finalizedAt ? RETURN_ERRORS.RETURN_ALREADY_FINALIZED : RETURN_ERRORS.RETURN_CHANGED);
  }

  private log(manager: EntityManager, actor: AuthUser, id: number, action: ServerLogAction, details: StaffLogDetails): Promise<void> {
    return this.staffLogs.record(manager, actor, { action, targetType: 'rental', targetId: id, details });
  }
}

/** The time the car came back: a real instant, after the pickup day began and not in the future. */
function returnMoment(rental: Rental, text: string): Date {
  const moment = new Date(text);
  const pickupDay = new Date(`${rental.startDate}T00:00:00+08:00`);
  if (Number.isNaN(moment.getTime()) || moment < pickupDay || moment.getTime() > Date.now() + 60_000) {
    throw appError(RETURN_ERRORS.RETURN_TIME_INVALID);
  }
  return moment;
}

function kualaLumpurMoment(instant: Date): string {
  const wall = kualaLumpurWallClock(instant).toISOString();
  return `${formatMalaysianDate(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
}

/**
 * The close-up a damage point names: by its key, or by the client id it was uploaded with when the
 * phone recorded the point before the photo reached the server (both queued, the photo first).
 */
function closeUpKey(photos: ReturnPhoto[], dto: AddDamageDto): string | null {
  if (dto.photoKey !== undefined) {
    if (!photos.some((photo) => photo.fileName === dto.photoKey)) throw appError(RETURN_ERRORS.RETURN_PHOTO_NOT_FOUND);
    return dto.photoKey;
  }
  if (dto.photoClientId === undefined) return null;
  const wanted = dto.photoClientId.toLowerCase();
  const photo = photos.find((candidate) => candidate.clientId === wanted);
  if (!photo) throw appError(RETURN_ERRORS.RETURN_PHOTO_NOT_FOUND);
  return photo.fileName;
}

/** `chargedHere`: found at this return, so its price is this return's; earlier damage shows none. */
function damageView(damage: VehicleDamage, chargedHere: boolean): DamagePointView {
  return {
    id: damage.id,
    rentalId: damage.rentalId,
    phase: damage.phase,
    status: damage.status,
    x: damage.x,
    y: damage.y,
    panel: damage.panel,
    kind: damage.kind,
    size: damage.size,
    note: damage.note,
    photoKey: damage.photoKey,
    charge: chargedHere && damage.chargeSen !== null ? fromSen(damage.chargeSen) : null,
    chargeReason: damage.chargeReason,
    createdAt: damage.createdAt.toISOString(),
  };
}

function publicQuote(quote: { lines: Line[]; totalSen: number; missing: string[] }): ReturnQuoteLinesView {
  return {
    lines: quote.lines.map(({ amountSen: _amountSen, photoKey: _photoKey, ...line }) => line),
    total: fromSen(quote.totalSen),
    missing: quote.missing,
  };
}
