import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { DataSource, In } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { processImage } from '../common/images/image-pipeline';
import { readQrText } from '../common/images/read-qr';
import { fromSen, toSen } from '../common/money/money';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { withStoredFile } from '../common/storage/with-stored-files';
import { Language } from '../i18n/language';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { PaymentQrUploadedView, PaymentQrView, PaymentSettingsView } from './dto/payment.view';
import { PaymentQrQueryDto } from './dto/payment-qr-query.dto';
import { dynamicPayload, EmvQrError, MerchantQr, readMerchantQr, RINGGIT } from './emvco-qr';
import { PaymentReferences } from './payment-references';
import { PAYMENT_ERRORS } from './payments.errors';

/** The app_settings rows of the business's QR: the uploaded image (settings storage area) and what it was read as. */
const QR_SETTINGS = {
  image: 'paymentQrImage',
  payload: 'paymentQrPayload',
  payeeName: 'paymentQrPayeeName',
  merchantCity: 'paymentQrMerchantCity',
} as const;
export const PAYMENT_QR_URL = '/api/settings/payment-qr';

/** RM 999,999.99, the most one payment may be: an uploaded QR must leave room for it and a reference. */
const LARGEST_PAYMENT_SEN = 99_999_999;

/** The uploaded QR as read when it was uploaded. */
interface BusinessQr {
  payload: string;
  payeeName: string;
  merchantCity: string | null;
}

/**
 * The QR customers scan to pay. The admin uploads the business's static DuitNow QR image; it is
 * read here (it must hold an EMVCo payment payload, or it is refused), and each payment is then
 * shown a QR made from it with the payment's amount and reference, so the banking app fills both
 * in. With no QR uploaded there is nothing to scan: the customer is shown the bank details to
 * transfer to instead, never a QR a banking app would not take. Only the admin replaces or removes
 * the QR, and every change is logged and e-mailed to the admin.
 */
@Injectable()
export class PaymentQrService {
  private readonly logger = new Logger('PaymentQr');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly staffLogs: StaffLogsService,
    private readonly paymentDetails: PaymentDetailsService,
    private readonly references: PaymentReferences,
  ) {}

  /** The reference is the one the customer's payment with this Idempotency-Key will carry. */
  async forPayment(customer: AuthUser, query: PaymentQrQueryDto): Promise<PaymentQrView> {
    const reference = this.references.forKey(customer.id, query.idempotencyKey);
    const amountSen = toSen(query.amount);
    const [qr, bank] = await Promise.all([this.businessQr(), this.paymentDetails.bankDetails()]);
    const transfer = {
      bankName: bank.bankName,
      accountName: bank.bankAccountName,
      accountNumber: bank.bankAccountNumber,
      amount: fromSen(amountSen),
      reference,
    };
    const image = qr && (await this.paymentQrImage(qr, amountSen, reference));
    if (!qr || !image) return { source: 'bank-transfer', image: null, payeeName: null, merchantCity: null, ...transfer };
    return { source: 'duitnow-qr', image, payeeName: qr.payeeName, merchantCity: qr.merchantCity, ...transfer };
  }

  async settings(): Promise<PaymentSettingsView> {
    const [rows, bank] = await Promise.all([
      this.dataSource.getRepository(AppSetting).findBy({ name: In(Object.values(QR_SETTINGS)) }),
      this.paymentDetails.bankDetails(),
    ]);
    const image = rows.find((row) => row.name === QR_SETTINGS.image);
    const qr = businessQrOf(rows);
    return {
      ...bank,
      qrUploaded: Boolean(image?.value),
      qrUpdatedAt: image?.value ? image.updatedAt : null,
      qrDynamic: qr !== null,
      qrPayeeName: qr?.payeeName ?? null,
      qrMerchantCity: qr?.merchantCity ?? null,
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

  /**
   * The admin replaces the business's QR. It is read before anything is stored: an image with no
   * readable QR, or a QR that is not a ringgit payment QR, is refused and changes nothing. The old
   * file goes once the new one is in place.
   */
  async upload(actor: AuthUser, file: Express.Multer.File | undefined, language: Language): Promise<PaymentQrUploadedView> {
    if (!file) throw appError(PAYMENT_ERRORS.QR_IMAGE_MISSING);
    // High quality and not too small: a QR must stay sharp enough to scan.
    const image = await processImage(file.buffer, { maxLongSide: 1200, quality: 92 });
    const qr = await this.readBusinessQr(image.data);
    const previous = await this.uploadedFileName();
    const uploaded = await withStoredFile(this.storage, 'settings', image, async (fileName) => {
      await inTransaction(this.dataSource, async (manager) => {
        const updatedAt = new Date();
        await manager.upsert(
          AppSetting,
          [
            { name: QR_SETTINGS.image, value: fileName, updatedAt },
            { name: QR_SETTINGS.payload, value: qr.payload, updatedAt },
            { name: QR_SETTINGS.payeeName, value: qr.payeeName, updatedAt },
            { name: QR_SETTINGS.merchantCity, value: qr.merchantCity, updatedAt },
          ],
          ['name'],
        );
        await this.staffLogs.record(manager, actor, {
          action: 'payment_qr_uploaded',
          targetType: 'settings',
          targetId: QR_SETTINGS.image,
          details: { payeeName: qr.payeeName, merchantCity: qr.merchantCity ?? '' },
        });
      });
      return fileName;
    });
    if (previous && previous !== uploaded) await this.storage.remove('settings', previous);
    await this.paymentDetails.notifyAdmin(actor, { kind: 'qrUploaded', payeeName: qr.payeeName }, language);
    return { uploaded: true, payeeName: qr.payeeName, merchantCity: qr.merchantCity };
  }

  /** Back to bank transfers. Removing when none is uploaded changes nothing and reports nothing. */
  async remove(actor: AuthUser, language: Language): Promise<{ success: true }> {
    const previous = await inTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOneBy(AppSetting, { name: QR_SETTINGS.image });
      if (!current?.value) return null;
      const removed = await manager.delete(AppSetting, { name: QR_SETTINGS.image, value: current.value });
      // Another removal or upload got there first: theirs is the change that is logged.
      if (!removed.affected) return null;
      await manager.delete(AppSetting, { name: In([QR_SETTINGS.payload, QR_SETTINGS.payeeName, QR_SETTINGS.merchantCity]) });
      await this.staffLogs.record(manager, actor, { action: 'payment_qr_removed', targetType: 'settings', targetId: QR_SETTINGS.image });
      return current.value;
    });
    if (!previous) return { success: true };
    await this.storage.remove('settings', previous);
    await this.paymentDetails.notifyAdmin(actor, { kind: 'qrRemoved' }, language);
    return { success: true };
  }

  /** The EMVCo payload in the image, checked to be a ringgit payment QR that a payment's amount and reference fit into. */
  private async readBusinessQr(image: Buffer): Promise<MerchantQr> {
    const text = await readQrText(image);
    if (text === null) throw appError(PAYMENT_ERRORS.PAYMENT_QR_UNREADABLE);
    let qr: MerchantQr;
    try {
      qr = readMerchantQr(text);
      dynamicPayload(qr.payload, { amountSen: LARGEST_PAYMENT_SEN, reference: this.references.random() });
    } catch (error) {
      if (error instanceof EmvQrError) throw appError(PAYMENT_ERRORS.PAYMENT_QR_NOT_PAYMENT);
      throw error;
    }
    if (qr.currency !== null && qr.currency !== RINGGIT) throw appError(PAYMENT_ERRORS.PAYMENT_QR_NOT_RINGGIT);
    return qr;
  }

  /** A PNG data URL of the payment's own QR; null (the customer transfers instead) should the stored payload no longer read. */
  private async paymentQrImage(qr: BusinessQr, amountSen: number, reference: string): Promise<string | null> {
    let payload: string;
    try {
      payload = dynamicPayload(qr.payload, { amountSen, reference });
    } catch (error) {
      if (!(error instanceof EmvQrError)) throw error;
      this.logger.error(`The stored payment QR cannot be used (${error.message}); customers are shown the bank details`);
      return null;
    }
    return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
  }

  private async businessQr(): Promise<BusinessQr | null> {
    return businessQrOf(await this.dataSource.getRepository(AppSetting).findBy({ name: In(Object.values(QR_SETTINGS)) }));
  }

  private async uploadedFileName(): Promise<string | null> {
    const setting = await this.dataSource.getRepository(AppSetting).findOneBy({ name: QR_SETTINGS.image });
    return setting?.value ?? null;
  }
}

/**
 * The stored QR, when both its image and its payload are there. An image uploaded before QR images
 * were read has no payload: it is shown to staff, but customers get the bank details until the
 * admin uploads it again.
 */
function businessQrOf(rows: AppSetting[]): BusinessQr | null {
  const value = (name: string) => rows.find((row) => row.name === name)?.value || null;
  const payload = value(QR_SETTINGS.payload);
  if (!value(QR_SETTINGS.image) || !payload) return null;
  return { payload, payeeName: value(QR_SETTINGS.payeeName) ?? '', merchantCity: value(QR_SETTINGS.merchantCity) };
}
