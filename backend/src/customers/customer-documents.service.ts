import { HttpException, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { processImage, ProcessedImage } from '../common/images/image-pipeline';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { withStoredFiles } from '../common/storage/with-stored-files';
import { businessConfig } from '../config/configuration';
import { CUSTOMER_DOCUMENTS, CustomerDocument, CustomerDocumentColumn, UploadedDocuments } from './customer-documents';
import { detailedError, errorCodeOf } from '../common/errors/app-error';
import { COMMON_ERRORS, genericCodeFor } from '../common/errors/common.errors';
import { CustomerFilesView } from './dto/customer.view';
import { Customer } from './entities/customer.entity';

/** Identity documents are kept readable but bounded. */
const DOCUMENT_LONG_SIDE = 2000;
const AREA = 'customer-documents';

export type StoredDocuments = Partial<Record<CustomerDocumentColumn, string>>;

/**
 * The one way identity documents are processed and stored, for registration and staff re-upload:
 * every upload is checked and processed before any is written, and the stored files are removed
 * again if the caller's database write fails, so nothing half-written stays behind.
 */
@Injectable()
export class CustomerDocumentsService {
  constructor(
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
  ) {}

  /** Processes and stores the documents sent, then runs `write` with their names by column (see withStoredFiles). */
  async withStored<T>(files: UploadedDocuments, write: (stored: StoredDocuments) => Promise<T>): Promise<T> {
    const watermark = `For ${this.business.name} rental verification only ${formatMalaysianDate(todayInKualaLumpur())}`;
    const uploads = CUSTOMER_DOCUMENTS.filter((document) => files[document.field]?.[0]?.size);
    const images = await Promise.all(uploads.map((document) => this.process(document, files[document.field]![0].buffer, watermark)));
    return withStoredFiles(this.storage, AREA, images, (names) => {
      const stored: StoredDocuments = {};
      for (const [index, document] of uploads.entries()) stored[document.column] = names[index];
      return write(stored);
    });
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
      // The pipeline refuses an unreadable or oversized image with a 4xx the customer can act on.
      if (!(error instanceof HttpException)) throw error;
      const reason = error.message;
      throw detailedError(COMMON_ERRORS.VALIDATION_FAILED, {
        message: `${document.label}: ${reason}`,
        fields: [
          {
            field: document.field,
            code: 'DOCUMENT_UNUSABLE',
            message: reason,
            params: { reason: errorCodeOf(error) ?? genericCodeFor(error.getStatus()) },
          },
        ],
      });
    }
  }
}
