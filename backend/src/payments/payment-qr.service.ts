import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { formatRinggit } from '../common/formatting';
import { processImage } from '../common/images/image-pipeline';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { withStoredFile } from '../common/storage/with-stored-files';
import { businessConfig } from '../config/configuration';
import { Language } from '../i18n/language';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { BankDetails, PaymentDetailsService } from '../settings/payment-details.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { PaymentQrView, PaymentSettingsView } from './dto/payment.view';
import { PaymentQrQueryDto } from './dto/payment-qr-query.dto';
import { PaymentReferences } from './payment-references';
import { PAYMENT_ERRORS } from './payments.errors';
import { appError } from '../common/errors/app-error';

/** The app_settings row naming the uploaded QR image (settings storage area). */
const QR_SETTING = 'paymentQrImage';
export const PAYMENT_QR_URL = '/api/settings/payment-qr';

/**
 * The QR customers scan to pay: the business's own DuitNow QR when the admin uploaded one, or else
 * a QR generated here from the bank details with the amount and the payment reference (any
 * banking or camera app reads it as text to copy into a transfer). Only the admin replaces it,
 * and every change is logged and e-mailed to the admin.
 */
@Injectable()
export class PaymentQrService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
    private readonly staffLogs: StaffLogsService,
    private readonly paymentDetails: PaymentDetailsService,
    private readonly references: PaymentReferences,
  ) {}

  /** The reference is the one the customer's payment with this Idempotency-Key will carry. */
  async forPayment(customer: AuthUser, query: PaymentQrQueryDto): Promise<PaymentQrView> {
    const reference = this.references.forKey(customer.id, query.idempotencyKey);
    const [uploaded, bank] = await Promise.all([this.uploadedFileName(), this.paymentDetails.bankDetails()]);
    const image = uploaded
      ? PAYMENT_QR_URL
      : await QRCode.toDataURL(this.transferText(bank, query.amount, reference), { errorCorrectionLevel: 'M', margin: 2, width: 360 });
    return {
      source: uploaded ? 'uploaded' : 'generated',
      image,
      bankName: bank.bankName,
      accountName: bank.bankAccountName,
      accountNumber: bank.bankAccountNumber,
      amount: query.amount,
      reference,
    };
  }

  async settings(): Promise<PaymentSettingsView> {
    const [qr, bank] = await Promise.all([
      this.dataSource.getRepository(AppSetting).findOneBy({ name: QR_SETTING }),
      this.paymentDetails.bankDetails(),
    ]);
    return {
      ...bank,
      qrUploaded: Boolean(qr?.value),
      qrUpdatedAt: qr?.value ? qr.updatedAt : null,
      adminEmail: this.paymentDetails.adminEmail,
    };
  }

  /** The uploaded QR image, or 404 when none is uploaded. */
  async openUploaded(): Promise<OpenedFile> {
    const fileName = await this.uploadedFileName();
    const file = fileName ? await this.storage.open('settings', fileName) : null;
    if (!file) throw appError(PAYMENT_ERRORS.PAYMENT_QR_NOT_UPLOADED);
    return file;
  }

  /** The admin replaces the business's QR image; the old file goes once the new one is in place. */
  async upload(actor: AuthUser, file: Express.Multer.File | undefined, language: Language): Promise<{ uploaded: true }> {
    if (!file) throw appError(PAYMENT_ERRORS.QR_IMAGE_MISSING);
    // High quality and not too small: a QR must stay sharp enough to scan.
    const image = await processImage(file.buffer, { maxLongSide: 1200, quality: 92 });
    const previous = await this.uploadedFileName();
    const uploaded = await withStoredFile(this.storage, 'settings', image, async (fileName) => {
      await inTransaction(this.dataSource, async (manager) => {
        await manager.upsert(AppSetting, { name: QR_SETTING, value: fileName, updatedAt: new Date() }, ['name']);
        await this.staffLogs.record(manager, actor, { action: 'payment_qr_uploaded', targetType: 'settings', targetId: QR_SETTING });
      });
      return fileName;
    });
    if (previous && previous !== uploaded) await this.storage.remove('settings', previous);
    await this.paymentDetails.notifyAdmin(actor, { kind: 'qrUploaded' }, language);
    return { uploaded: true };
  }

  /** Back to the generated QR. Removing when none is uploaded changes nothing and reports nothing. */
  async remove(actor: AuthUser, language: Language): Promise<{ success: true }> {
    const previous = await inTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOneBy(AppSetting, { name: QR_SETTING });
      if (!current?.value) return null;
      const removed = await manager.delete(AppSetting, { name: QR_SETTING, value: current.value });
      // Another removal or upload got there first: theirs is the change that is logged.
      if (!removed.affected) return null;
      await this.staffLogs.record(manager, actor, { action: 'payment_qr_removed', targetType: 'settings', targetId: QR_SETTING });
      return current.value;
    });
    if (!previous) return { success: true };
    await this.storage.remove('settings', previous);
    await this.paymentDetails.notifyAdmin(actor, { kind: 'qrRemoved' }, language);
    return { success: true };
  }

  private transferText(bank: BankDetails, amount: string, reference: string): string {
    return [
      this.business.name,
      `Bank: ${bank.bankName}`,
      `Account name: ${bank.bankAccountName}`,
      `Account number: ${bank.bankAccountNumber}`,
      `Amount: ${formatRinggit(amount)}`,
      `Reference: ${reference}`,
    ].join('\n');
  }

  private async uploadedFileName(): Promise<string | null> {
    const setting = await this.dataSource.getRepository(AppSetting).findOneBy({ name: QR_SETTING });
    return setting?.value ?? null;
  }
}
