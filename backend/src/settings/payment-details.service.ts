import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { businessConfig, mailConfig } from '../config/configuration';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { BankDetailsDto } from './dto/bank-details.dto';
import { AppSetting } from './entities/app-setting.entity';

/** Where customers pay: shown beside the payment QR, on invoices and receipts. */
export interface BankDetails {
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
}

const BANK_FIELDS = ['bankName', 'bankAccountName', 'bankAccountNumber'] as const;

/** The app_settings rows, one per field; a field with no row still shows its environment value. */
const BANK_SETTING_NAMES: Record<(typeof BANK_FIELDS)[number], string> = {
  bankName: 'bankName',
  bankAccountName: 'bankAccountName',
  bankAccountNumber: 'bankAccountNumber',
};

export type PaymentSettingsChange =
  | { kind: 'bankDetails'; before: BankDetails; after: BankDetails }
  /** The payee the new QR pays: the one thing a QR swapped by someone else would give away. */
  | { kind: 'qrUploaded'; payeeName: string }
  | { kind: 'qrRemoved' };

const SUBJECT_KEYS = {
  bankDetails: 'paymentSettings.subjectBankDetails',
  qrUploaded: 'paymentSettings.subjectQrUploaded',
  qrRemoved: 'paymentSettings.subjectQrRemoved',
} as const;

/** "26/11/2026, 16:30" in Kuala Lumpur: when the change was made, as the admin reads it. */
const CHANGED_AT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'short', timeStyle: 'short' });

/**
 * The money settings every customer relies on: the bank details they pay to (the environment's
 * BANK_* values until the admin saves their own) and the notice the admin gets for every change,
 * so a change made with a stolen admin session does not go unseen.
 */
@Injectable()
export class PaymentDetailsService {
  private readonly logger = new Logger('PaymentSettings');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
    private readonly staffLogs: StaffLogsService,
    private readonly mail: MailService,
  ) {}

  async bankDetails(manager: EntityManager = this.dataSource.manager): Promise<BankDetails> {
    const rows = await manager.findBy(AppSetting, { name: In(Object.values(BANK_SETTING_NAMES)) });
    const stored = new Map(rows.map((row) => [row.name, row.value]));
    const details: BankDetails = {
      bankName: this.business.bankName,
      bankAccountName: this.business.bankAccountName,
      bankAccountNumber: this.business.bankAccountNumber,
    };
    for (const field of BANK_FIELDS) details[field] = stored.get(BANK_SETTING_NAMES[field]) || details[field];
    return details;
  }

  /** The address the notices go to, or null when ADMIN_EMAIL is not set. */
  get adminEmail(): string | null {
    return this.mailSettings.adminEmail;
  }

  /** Saves all three together with the log entry; saving the same values again changes and reports nothing. */
  async saveBankDetails(actor: AuthUser, dto: BankDetailsDto, language: Language): Promise<BankDetails> {
    const after: BankDetails = { bankName: dto.bankName, bankAccountName: dto.bankAccountName, bankAccountNumber: dto.bankAccountNumber };
    const before = await inTransaction(this.dataSource, async (manager) => {
      const current = await this.bankDetails(manager);
      if (BANK_FIELDS.every((field) => current[field] === after[field])) return null;
      const updatedAt = new Date();
      await manager.upsert(
        AppSetting,
        BANK_FIELDS.map((field) => ({ name: BANK_SETTING_NAMES[field], value: after[field], updatedAt })),
        ['name'],
      );
      await this.staffLogs.record(manager, actor, {
        action: 'bank_details_updated',
        targetType: 'settings',
        targetId: 'bankDetails',
        details: {
          previousBankName: current.bankName,
          previousAccountName: current.bankAccountName,
          previousAccountNumber: current.bankAccountNumber,
          bankName: after.bankName,
          accountName: after.bankAccountName,
          accountNumber: after.bankAccountNumber,
        },
      });
      return current;
    });
    if (before) await this.notifyAdmin(actor, { kind: 'bankDetails', before, after }, language);
    return after;
  }

  /** After the change is committed: the change stands whether or not the notice can be queued. */
  async notifyAdmin(actor: AuthUser, change: PaymentSettingsChange, language: Language): Promise<void> {
    if (!this.adminEmail) {
      this.logger.warn(`Payment settings changed by ${actor.username} (${change.kind}); set ADMIN_EMAIL to be e-mailed about such changes`);
      return;
    }
    await this.mail.send({
      to: this.adminEmail,
      language,
      subject: t(language, SUBJECT_KEYS[change.kind]),
      template: 'payment-settings-changed',
      context: {
        username: actor.username,
        when: CHANGED_AT.format(new Date()),
        bankDetails: change.kind === 'bankDetails',
        qrUploaded: change.kind === 'qrUploaded',
        qrPayee: change.kind === 'qrUploaded' ? change.payeeName : null,
        qrRemoved: change.kind === 'qrRemoved',
        before: change.kind === 'bankDetails' ? change.before : null,
        after: change.kind === 'bankDetails' ? change.after : null,
      },
    });
  }
}
