import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { formatRinggit } from '../common/formatting';
import { processImage } from '../common/images/image-pipeline';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { businessConfig } from '../config/configuration';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { PaymentQrView } from './dto/payment.view';
import { PaymentQrQueryDto } from './dto/payment-qr-query.dto';

/** The app_settings row naming the uploaded QR image (settings storage area). */
const QR_SETTING = 'paymentQrImage';
export const PAYMENT_QR_URL = '/api/settings/payment-qr';
export const QR_IMAGE_MISSING_MESSAGE = 'Please choose the QR code image to upload';

/**
 * The QR customers scan to pay: the business's own DuitNow QR when staff uploaded one, or else a
 * QR generated here from the configured bank details with the amount and the payment reference
 * (any banking or camera app reads it as text to copy into a transfer).
 */
@Injectable()
export class PaymentQrService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async forPayment(query: PaymentQrQueryDto): Promise<PaymentQrView> {
    const uploaded = await this.uploadedFileName();
    const image = uploaded
      ? PAYMENT_QR_URL
      : await QRCode.toDataURL(this.transferText(query.amount, query.reference), { errorCorrectionLevel: 'M', margin: 2, width: 360 });
    return {
      source: uploaded ? 'uploaded' : 'generated',
      image,
      bankName: this.business.bankName,
      accountName: this.business.bankAccountName,
      accountNumber: this.business.bankAccountNumber,
      amount: query.amount,
      reference: query.reference,
    };
  }

  /** The uploaded QR image, or 404 when none is uploaded. */
  async openUploaded(): Promise<OpenedFile> {
    const fileName = await this.uploadedFileName();
    const file = fileName ? await this.storage.open('settings', fileName) : null;
    if (!file) throw new NotFoundException('No payment QR image has been uploaded');
    return file;
  }

  /** Staff replace the business's QR image; the old file goes once the new one is in place. */
  async upload(actor: AuthUser, file: Express.Multer.File | undefined): Promise<{ uploaded: true }> {
    if (!file) throw new BadRequestException(QR_IMAGE_MISSING_MESSAGE);
    // High quality and not too small: a QR must stay sharp enough to scan.
    const image = await processImage(file.buffer, { maxLongSide: 1200, quality: 92 });
    const fileName = await this.storage.save('settings', image.data, image.extension);
    const previous = await this.uploadedFileName();
    try {
      await inTransaction(this.dataSource, async (manager) => {
        await manager.upsert(AppSetting, { name: QR_SETTING, value: fileName, updatedAt: new Date() }, ['name']);
        await this.staffLogs.record(manager, actor, { action: 'payment_qr_uploaded', targetType: 'settings', targetId: QR_SETTING });
      });
    } catch (error) {
      await this.storage.remove('settings', fileName);
      throw error;
    }
    if (previous && previous !== fileName) await this.storage.remove('settings', previous);
    return { uploaded: true };
  }

  /** Back to the generated QR. */
  async remove(actor: AuthUser): Promise<{ success: true }> {
    const previous = await this.uploadedFileName();
    await inTransaction(this.dataSource, async (manager) => {
      await manager.delete(AppSetting, { name: QR_SETTING });
      await this.staffLogs.record(manager, actor, { action: 'payment_qr_removed', targetType: 'settings', targetId: QR_SETTING });
    });
    if (previous) await this.storage.remove('settings', previous);
    return { success: true };
  }

  private transferText(amount: string, reference: string): string {
    return [
      this.business.name,
      `Bank: ${this.business.bankName}`,
      `Account name: ${this.business.bankAccountName}`,
      `Account number: ${this.business.bankAccountNumber}`,
      `Amount: ${formatRinggit(amount)}`,
      `Reference: ${reference}`,
    ].join('\n');
  }

  private async uploadedFileName(): Promise<string | null> {
    const setting = await this.dataSource.getRepository(AppSetting).findOneBy({ name: QR_SETTING });
    return setting?.value ?? null;
  }
}
