import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../../auth/auth-user';
import { formatMalaysianDate } from '../../common/dates/calendar-date';
import { FileStorage, OpenedFile } from '../../common/storage/file-storage';
import { toE164Phone } from '../../customers/contact-details';
import { Customer } from '../../customers/entities/customer.entity';
import { t } from '../../i18n/messages';
import { MailService } from '../../notifications/mail.service';
import { StaffMailLimit } from '../../notifications/staff-mail-limit';
import { ServerLogAction } from '../../staff-logs/server-log-actions';
import { StaffLogsService } from '../../staff-logs/staff-logs.service';
import { AgreementEmailView, AgreementWhatsAppView } from '../dto/customer-rental.view';
import { Rental } from '../entities/rental.entity';
import { rentalVehicleName } from '../rental-vehicle-name';
import { AGREEMENT_LINK_DAYS, AgreementLinkParts, AgreementLinks } from './agreement-links';
import { RENTAL_ERRORS } from '../rentals.errors';
import { appError } from '../../common/errors/app-error';

type RentalWithCustomer = Rental & { customer: Customer };

/** Staff send a finalized agreement to its customer: by e-mail as a PDF, or by WhatsApp as a signed 7-day link. */
@Injectable()
export class AgreementSharingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly links: AgreementLinks,
    private readonly mail: MailService,
    private readonly staffMailLimit: StaffMailLimit,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async sendEmail(id: number, actor: AuthUser): Promise<AgreementEmailView> {
    const rental = await this.loadFinalized(id);
    const { customer } = rental;
    // Checked now so a missing PDF is a 404 for staff; the outbox keeps only the reference and reads the file when it sends.
    if (!(await this.storage.exists('pdfs', rental.agreementPdfUrl as string))) throw appError(RENTAL_ERRORS.AGREEMENT_NOT_READY);
    const ticket = await this.staffMailLimit.take({ rentalId: rental.id });
    const vehicleName = rentalVehicleName(rental);
    const sent = await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, 'agreementMail.subject', { rentalId: rental.id, vehicleName }),
      template: 'rental-agreement',
      context: { customerName: customer.fullName, rentalId: rental.id, vehicleName, startDate: rental.startDate, endDate: rental.endDate },
      attachments: [
        {
          filename: `agreement-${rental.id}.pdf`,
          contentType: 'application/pdf',
          area: 'pdfs',
          fileName: rental.agreementPdfUrl as string,
        },
      ],
    });
    if (!sent) {
      await ticket.release();
      throw appError(RENTAL_ERRORS.AGREEMENT_MAIL_FAILED);
    }
    await this.log(actor, 'rental_agreement_emailed', rental.id, customer.email);
    return { success: true, recipient: customer.email, message: `The agreement was sent to ${customer.email}` };
  }

  async whatsAppLink(id: number, actor: AuthUser): Promise<AgreementWhatsAppView> {
    const rental = await this.loadFinalized(id);
    const { customer } = rental;
    // The download would refuse such a link: staff learn it now rather than the customer later.
    if (rental.status === 'cancelled') throw appError(RENTAL_ERRORS.NO_LINK_FOR_CANCELLED);
    if (customer.status === 'blacklisted') throw appError(RENTAL_ERRORS.NO_LINK_FOR_BLACKLISTED);
    const phone = toE164Phone(customer.phone);
    if (!phone) throw appError(RENTAL_ERRORS.CUSTOMER_PHONE_NOT_WHATSAPP);
    const text = t(customer.language, 'agreementShare.whatsapp', {
      name: customer.fullName,
      rentalId: rental.id,
      vehicleName: rentalVehicleName(rental),
      startDate: formatMalaysianDate(rental.startDate),
      endDate: formatMalaysianDate(rental.endDate),
      link: this.links.create(rental.id, rental.agreementLinkVersion),
      days: AGREEMENT_LINK_DAYS,
    });
    await this.log(actor, 'rental_agreement_whatsapp', rental.id, phone);
    return {
      success: true,
      whatsappUrl: `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(text)}`,
      recipient: phone,
      message: `WhatsApp message ready for ${phone}`,
    };
  }

  /**
   * The agreement behind a WhatsApp link, checked on every download: a deleted rental's link
   * answers as a forged one does (404); a genuine link withdrawn by cancelling the rental, or one
   * whose customer is blacklisted now, is refused (410). Blacklisting is a state, not an event:
   * once the customer is active again, their links that have not expired work again.
   */
  async openSharedLink(id: number, parts: AgreementLinkParts): Promise<OpenedFile> {
    if (!this.links.unexpired(parts)) throw appError(RENTAL_ERRORS.AGREEMENT_LINK_INVALID);
    const rental = await this.dataSource.getRepository(Rental).findOne({
      select: { id: true, status: true, agreementLinkVersion: true, agreementPdfUrl: true, customer: { id: true, status: true } },
      where: { id },
      relations: { customer: true },
    });
    if (!rental) throw appError(RENTAL_ERRORS.AGREEMENT_LINK_INVALID);
    const check = this.links.check(id, rental.agreementLinkVersion, parts);
    if (check === 'invalid') throw appError(RENTAL_ERRORS.AGREEMENT_LINK_INVALID);
    if (check === 'withdrawn' || rental.status === 'cancelled' || rental.customer?.status === 'blacklisted')
      throw appError(RENTAL_ERRORS.AGREEMENT_LINK_WITHDRAWN);
    const file = rental.agreementPdfUrl ? await this.storage.open('pdfs', rental.agreementPdfUrl) : null;
    if (!file) throw appError(RENTAL_ERRORS.AGREEMENT_NOT_READY);
    return file;
  }

  private async loadFinalized(id: number): Promise<RentalWithCustomer> {
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOne({ where: { id }, relations: { customer: true, vehicleRecord: true } });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!rental.agreementPdfUrl) throw appError(RENTAL_ERRORS.AGREEMENT_NOT_GENERATED);
    if (!rental.customer) throw appError(RENTAL_ERRORS.RENTAL_HAS_NO_CUSTOMER);
    return rental as RentalWithCustomer;
  }

  private log(actor: AuthUser, action: ServerLogAction, rentalId: number, recipient: string): Promise<void> {
    return this.staffLogs.record(this.dataSource.manager, actor, {
      action,
      targetType: 'rental',
      targetId: rentalId,
      details: { recipient },
    });
  }
}
