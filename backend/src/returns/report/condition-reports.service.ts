import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AuthUser } from '../../auth/auth-user';
import { appError } from '../../common/errors/app-error';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { formatRinggit } from '../../common/formatting';
import { fromSen } from '../../common/money/money';
import { FileStorage, StorageArea } from '../../common/storage/file-storage';
import { businessConfig } from '../../config/configuration';
import { DEFAULT_LANGUAGE, Language } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { MailService } from '../../notifications/mail.service';
import { imageDataUrl, thumbnailDataUrl } from '../../pdf/pdf-images';
import { PdfRenderer } from '../../pdf/pdf-renderer';
import { RenderCaller } from '../../pdf/render-admission';
import { Rental, RentalPhotoType } from '../../rentals/entities/rental.entity';
import { rentalVehicleName } from '../../rentals/rental-vehicle-name';
import { RENTAL_ERRORS } from '../../rentals/rentals.errors';
import { FinalizeReturnDto } from '../dto/return-inspection.dto';
import { ReturnInspectionView } from '../dto/return-inspection.view';
import { RentalReturn } from '../entities/rental-return.entity';
import { VehicleDamage } from '../entities/vehicle-damage.entity';
import { FinalizedReturn, ReturnInspectionService } from '../return-inspection.service';
import { RETURN_ERRORS } from '../returns.errors';
import { CONDITION_REPORT_DOCUMENT, ConditionReportDocument, ReportDamage, ReportPhoto } from './condition-report-document';

/**
 * The condition report: the return's evidence beside the pickup's, as one PDF in the customer's
 * language. It is made once, right after the finalize that won commits, stored on the return and
 * e-mailed to the customer; staff and the customer download that same stored copy. Should the
 * making fail at finalize, the first download makes it (one winner keeps its file).
 */
@Injectable()
export class ConditionReportsService {
  private readonly logger = new Logger('ConditionReports');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inspections: ReturnInspectionService,
    private readonly pdf: PdfRenderer,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  /**
   * Finalizes the return, then issues its report. Of two finalizes only one gets past the
   * inspection's conditional update, so the report is made and e-mailed once. The finalize stands
   * whether or not the report could be made.
   */
  async finalize(id: number, actor: AuthUser, dto: FinalizeReturnDto): Promise<ReturnInspectionView> {
    const view = await this.inspections.finalize(id, actor, dto);
    await this.issue(id);
    return view;
  }

  /** The stored report for staff or the rental's own customer; 404 for anyone else's, 409 before the finalize. */
  async download(id: number, user: AuthUser): Promise<{ data: Buffer; fileName: string }> {
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id });
    // Another customer's rental is answered as if it did not exist.
    if (!rental || (user.role === 'customer' && rental.customerId !== user.id)) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    const facts = await this.inspections.finalizedFacts(id);
    if (!facts) throw appError(RETURN_ERRORS.CONDITION_REPORT_NOT_READY);
    const { key } = await this.stored(facts, user);
    const data = await this.storage.read('pdfs', key);
    if (!data) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    return { data, fileName: `condition-report-${id}.pdf` };
  }

  /** Makes, stores and e-mails the report of a return just finalized; never throws, the finalize already stands. */
  private async issue(id: number): Promise<void> {
    let facts: FinalizedReturn | null = null;
    let key: string | null = null;
    try {
      facts = await this.inspections.finalizedFacts(id);
      if (facts) key = (await this.stored(facts, null)).key;
    } catch (error) {
      this.logger.warn(`Condition report of rental ${id} not made: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (facts) await this.send(facts, key);
  }

  /**
   * The report's stored file, made now if the return has none: the file is saved first, then
   * named on the return by one conditional update; a maker that loses removes its own copy and
   * uses the winner's, so a return only ever names one report.
   */
  private async stored(facts: FinalizedReturn, caller: RenderCaller | null): Promise<{ key: string }> {
    if (facts.row.reportPdfKey) return { key: facts.row.reportPdfKey };
    const language = languageOf(facts.rental);
    const data = await this.pdf.renderDocument(CONDITION_REPORT_DOCUMENT, await this.document(facts), language, caller);
    const key = await this.storage.save('pdfs', data, 'pdf');
    const claimed = await this.dataSource
      .getRepository(RentalReturn)
      .update({ rentalId: facts.rental.id, reportPdfKey: IsNull() }, { reportPdfKey: key });
    if (claimed.affected) return { key };
    await this.storage.remove('pdfs', key);
    const winner = await this.dataSource.getRepository(RentalReturn).findOneBy({ rentalId: facts.rental.id });
    if (!winner?.reportPdfKey) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    return { key: winner.reportPdfKey };
  }

  /** The customer's copy, in the language they chose; without the PDF when it could not be made (My Rentals has it later). */
  private async send({ rental, lines }: FinalizedReturn, key: string | null): Promise<void> {
    const customer = rental.customer;
    if (!customer?.email) return;
    const language = languageOf(rental);
    const chargedSen = lines.filter((line) => !line.waived).reduce((sum, line) => sum + line.amountSen, 0);
    const queued = await this.mail.send({
      to: customer.email,
      language,
      subject: t(language, 'conditionReport.subject', { id: rental.id }),
      template: 'condition-report',
      context: {
        customerName: customer.fullName,
        rentalId: rental.id,
        vehicle: rentalVehicleName(rental),
        charged: chargedSen > 0 ? formatRinggit(fromSen(chargedSen)) : null,
        attached: key !== null,
      },
      attachments: key
        ? [{ filename: `condition-report-${rental.id}.pdf`, contentType: 'application/pdf', area: 'pdfs', fileName: key }]
        : [],
    });
    if (!queued) this.logger.warn(`Condition report e-mail of rental ${rental.id} not queued`);
  }

  private async document({ rental, row, damages, atPickup, lines }: FinalizedReturn): Promise<ConditionReportDocument> {
    const pickupPhotos: ConditionReportDocument['pickupPhotos'] = {};
    for (const photo of rental.vehiclePhotos ?? []) {
      pickupPhotos[photo.type] = await this.photo('rental-photos', photo.fileName, photo.takenAt);
    }
    const returnPhotos: ConditionReportDocument['returnPhotos'] = {};
    const closeUps: ReportPhoto[] = [];
    for (const photo of row.photos ?? []) {
      const shown = await this.photo('rental-photos', photo.fileName, photo.takenAt);
      if (photo.type === 'damage') closeUps.push(shown);
      else returnPhotos[photo.type as RentalPhotoType] = shown;
    }
    const customer = rental.customer;
    return {
      business: { name: this.business.name, address: this.business.address, phone: this.business.phone },
      rental: {
        id: rental.id,
        vehicle: rentalVehicleName(rental),
        plate: rental.vehicleRecord?.plateIdentifier ?? null,
        startDate: rental.startDate,
        endDate: rental.endDate,
        pickupTime: rental.pickupTime,
        returnTime: rental.returnTime,
      },
      customer: { fullName: customer?.fullName ?? '', email: customer?.email ?? null, phone: customer?.phone ?? null },
      pickedUpAt: rental.agreementFinalizedAt,
      returnedAt: row.returnedAt as Date,
      fuel: { out: rental.fuelLevel, back: row.fuelLevel as number },
      mileage: { out: rental.currentMileage, back: row.mileage as number },
      pickupPhotos,
      returnPhotos,
      closeUps,
      atPickup: atPickup.map((damage) => reportDamage(damage, false)),
      found: damages.map((damage) => reportDamage(damage, true)),
      charges: lines.map((line) => ({
        code: line.reason.code,
        params: line.reason.params,
        amountSen: line.amountSen,
        waivedReason: line.waived ? (line.waiverReason ?? '') : null,
      })),
      pickupSignature: {
        dataUrl: rental.signatureUrl ? await this.signature(rental.signatureUrl) : null,
        signedAt: rental.signedAt,
      },
      returnSignature: {
        dataUrl: row.signatureKey ? await this.signature(row.signatureKey) : null,
        signedAt: row.signedAt,
        absentReason: row.customerAbsentReason,
      },
      finalizedAt: row.finalizedAt as Date,
    };
  }

  /** A photo whose file is gone or unreadable is printed as "No photo" rather than withholding the report. */
  private async photo(area: StorageArea, fileName: string, takenAt: string): Promise<ReportPhoto> {
    const data = await this.storage.read(area, fileName);
    let dataUrl: string | null = null;
    if (data) {
      try {
        dataUrl = await thumbnailDataUrl(data);
      } catch (error) {
        this.logger.warn(`Photo ${fileName} left out of a condition report: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { dataUrl, takenAt: new Date(takenAt) };
  }

  private async signature(fileName: string): Promise<string | null> {
    const data = await this.storage.read('signatures', fileName);
    return data ? imageDataUrl(data, 'image/png') : null;
  }
}

function reportDamage(damage: VehicleDamage, foundHere: boolean): ReportDamage {
  return {
    x: damage.x,
    y: damage.y,
    panel: damage.panel,
    kind: damage.kind,
    size: damage.size,
    note: damage.note,
    chargeSen: foundHere ? (damage.chargeSen ?? 0) : null,
  };
}

function languageOf(rental: Rental): Language {
  return rental.customer?.language ?? DEFAULT_LANGUAGE;
}
