import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { toErrorBody } from '../common/filters/all-exceptions.filter';
import { processImage, ProcessedImage } from '../common/images/image-pipeline';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { businessConfig } from '../config/configuration';
import { CUSTOMER_DOCUMENTS, CustomerDocument, CustomerDocumentColumn, UploadedDocuments } from './customer-documents';
import { detailedError } from '../common/errors/app-error';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { CustomerFilesView } from './dto/customer.view';
import { Customer } from './entities/customer.entity';

/** Identity documents are kept readable but bounded. */
const DOCUMENT_LONG_SIDE = 2000;
const AREA = 'customer-documents';

export type StoredDocuments = Partial<Record<CustomerDocumentColumn, string>>;

/**
 * The one way identity documents are processed and stored, for registration and staff re-upload:
 * every upload is checked and processed before any is written, and the caller discards the stored
 * names again if its database write fails, so nothing half-written stays behind.
 */
@Injectable()
export class CustomerDocumentsService {
  constructor(
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
  ) {}

  async store(files: UploadedDocuments): Promise<StoredDocuments> {
    const watermark = `For ${this.business.name} rental verification only ${formatMalaysianDate(todayInKualaLumpur())}`;
    const uploads = CUSTOMER_DOCUMENTS.filter((document) => files[document.field]?.[0]?.size);
    const images = await Promise.all(uploads.map((document) => this.process(document, files[document.field]![0].buffer, watermark)));
    const stored: StoredDocuments = {};
    try {
      for (const [index, document] of uploads.entries()) {
        stored[document.column] = await this.storage.save(AREA, images[index].data, images[index].extension);
      }
      return stored;
    } catch (error) {
      await this.discard(Object.values(stored));
      throw error;
    }
  }

  async discard(names: Array<string | null | undefined>): Promise<void> {
    await Promise.all(names.filter((name): name is string => Boolean(name)).map((name) => this.storage.remove(AREA, name)));
  }

  open(fileName: string): Promise<OpenedFile | null> {
    return this.storage.open(AREA, fileName);
  }

  async fileStatus(customer: Customer): Promise<CustomerFilesView> {
    const exists = async (name: string | null) => ({ exists: name !== null && (await this.storage.exists(AREA, name)) });
    return {
      icPassport: await exists(customer.icPassportUrl),
      driversLicense: await exists(customer.driversLicenseUrl),
      utilityBill: await exists(customer.utilityBillUrl),
    };
  }

  /** Names the document in the message, so the customer knows which upload to replace. */
  private async process(document: CustomerDocument, data: Buffer, watermark: string): Promise<ProcessedImage> {
    try {
      return await processImage(data, { maxLongSide: DOCUMENT_LONG_SIDE, watermark });
    } catch (error) {
      const body = toErrorBody(error);
      if (!body) throw error;
      const reason = String(body.message);
      throw detailedError(COMMON_ERRORS.VALIDATION_FAILED, {
        message: `${document.label}: ${reason}`,
        fields: [{ field: document.field, code: 'DOCUMENT_UNUSABLE', message: reason, params: { reason: body.code } }],
      });
    }
  }
}
