import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { FileStorage } from '../common/storage/file-storage';
import { businessConfig } from '../config/configuration';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { accountTotals } from '../ledger/rental-account';
import { EMPTY_TOTALS } from '../ledger/rental-ledger';
import { MailAttachment, MailService } from '../notifications/mail.service';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { thumbnailDataUrl } from '../pdf/pdf-images';
import { Rental } from '../rentals/entities/rental.entity';
import { loadRentalVehicleName } from '../rentals/rental-vehicle-name';
import { RoadCharge } from './entities/road-charge.entity';
import { NoticeItem, noticeContext, ROAD_CHARGE_NOTICE_DOCUMENT, RoadChargeNotice } from './road-charge-notice-document';

/** Long side of the notice's photo in the letter: the print on a summons stays readable. */
const NOTICE_PHOTO_LONG_SIDE = 1200;

/**
 * Tells the renter what was charged to their rental: an e-mail in the language they chose, with
 * the letter (details, and the notice's photo for a summons) attached as a PDF. Sent after the
 * charge's transaction; the charge stands whether or not the e-mail can be queued.
 */
@Injectable()
export class RoadChargeNoticesService {
  private readonly logger = new Logger('RoadChargeNotices');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdf: PdfRenderer,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  /** One notice for these charges of one rental (one summons, or the tolls of one statement); never throws. */
  async send(rentalId: number, chargeIds: number[], fromDepositSen: number): Promise<void> {
    try {
      await this.deliver(rentalId, chargeIds, fromDepositSen);
    } catch (error) {
      this.logger.warn(`Notice for rental ${rentalId} not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async deliver(rentalId: number, chargeIds: number[], fromDepositSen: number): Promise<void> {
    const manager = this.dataSource.manager;
    const rental = await manager.findOne(Rental, { where: { id: rentalId }, relations: { customer: true } });
    const charges = await manager.find(RoadCharge, { where: { id: In(chargeIds), rentalId }, order: { occurredAt: 'ASC', id: 'ASC' } });
    if (!rental?.customer || charges.length === 0) return;
    const customer = rental.customer;
    const language = customer.language;
    const items: NoticeItem[] = [];
    for (const charge of charges) items.push({ ...charge, photo: await this.photoOf(charge) });
    const totals = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
    const notice: RoadChargeNotice = {
      kind: charges[0].kind,
      business: { name: this.business.name, address: this.business.address, phone: this.business.phone },
      rental: {
        id: rental.id,
        vehicle: await loadRentalVehicleName(manager, rental),
        startDate: rental.startDate,
        endDate: rental.endDate,
      },
      customer: { fullName: customer.fullName, email: customer.email },
      items,
      fromDepositSen,
      balanceDueSen: totals.balanceDueSen,
      issuedAt: new Date(),
    };
    const attachment = await this.attachment(notice, language, charges[0].id);
    const summons = notice.kind === 'summons';
    const queued = await this.mail.send({
      to: customer.email,
      language,
      subject: t(language, summons ? 'roadCharge.subject.summons' : 'roadCharge.subject.toll', { id: rental.id }),
      template: 'road-charge-notice',
      context: {
        ...noticeContext({ ...notice, items: items.map((item) => ({ ...item, photo: null })) }, language),
        heading: t(language, summons ? 'roadCharge.title.summons' : 'roadCharge.title.toll'),
        headingInText: t(language, summons ? 'roadCharge.titleInText.summons' : 'roadCharge.titleInText.toll'),
        attached: attachment !== null,
      },
      attachments: attachment ? [attachment] : [],
    });
    // No message names the letter: it goes now rather than waiting for the orphan sweep.
    if (!queued && attachment) await this.storage.remove('pdfs', attachment.fileName);
  }

  private async photoOf(charge: RoadCharge): Promise<string | null> {
    if (!charge.photoKey) return null;
    const data = await this.storage.read('rental-photos', charge.photoKey);
    return data ? thumbnailDataUrl(data, NOTICE_PHOTO_LONG_SIDE) : null;
  }

  /** The letter stored for the e-mail, or null when it could not be made (the e-mail still goes, with the details in it). */
  private async attachment(notice: RoadChargeNotice, language: Language, firstId: number): Promise<MailAttachment | null> {
    try {
      const data = await this.pdf.renderDocument(ROAD_CHARGE_NOTICE_DOCUMENT, notice, language, null);
      const fileName = await this.storage.save('pdfs', data, 'pdf');
      return { filename: `${notice.kind}-notice-${firstId}.pdf`, contentType: 'application/pdf', area: 'pdfs', fileName };
    } catch (error) {
      this.logger.warn(`Notice letter ${firstId} not attached: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
