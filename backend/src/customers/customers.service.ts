import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { toErrorBody } from '../common/filters/all-exceptions.filter';
import { processImage } from '../common/images/image-pipeline';
import { FileStorage, isStoredFileName } from '../common/storage/file-storage';
import { businessConfig } from '../config/configuration';
import { CUSTOMER_DOCUMENTS, storedDocumentNames, UploadedDocuments } from './customer-documents';
import { CustomerFilesView, CustomerView } from './dto/customer.view';
import { RegisterCustomerDto } from './dto/register-customer.dto';
import { Customer } from './entities/customer.entity';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
/** Identity documents are kept readable but bounded. */
const DOCUMENT_LONG_SIDE = 2000;

@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Checks everything before writing anything; if the row cannot be written, the stored files are
   * removed again, so a failed registration leaves neither a file nor a row.
   */
  async register(dto: RegisterCustomerDto, files: UploadedDocuments): Promise<CustomerView> {
    const missing = CUSTOMER_DOCUMENTS.filter((document) => !files[document.field]?.[0]?.size).map((document) => document.missingMessage);
    if (missing.length > 0) throw new BadRequestException(missing);
    if (await this.customers.existsBy({ email: dto.email })) throw new ConflictException(EMAIL_TAKEN_MESSAGE);

    const watermark = `For ${this.business.name} rental verification only ${formatMalaysianDate(todayInKualaLumpur())}`;
    const images = await Promise.all(
      CUSTOMER_DOCUMENTS.map(async (document) => {
        const upload = files[document.field]![0];
        try {
          return await processImage(upload.buffer, { maxLongSide: DOCUMENT_LONG_SIDE, watermark });
        } catch (error) {
          const body = toErrorBody(error);
          if (!body) throw error;
          throw new BadRequestException(`${document.label}: ${String(body.message)}`);
        }
      }),
    );

    const storedNames: string[] = [];
    try {
      for (const image of images) storedNames.push(await this.storage.save('customer-documents', image.data, image.extension));
      const [icPassportUrl, driversLicenseUrl, utilityBillUrl] = storedNames;
      const customer = await this.customers.save(
        this.customers.create({ ...dto, socialMediaHandle: dto.socialMediaHandle ?? null, icPassportUrl, driversLicenseUrl, utilityBillUrl }),
      );
      return CustomerView.of(customer);
    } catch (error) {
      await Promise.all(storedNames.map((name) => this.storage.remove('customer-documents', name)));
      if (toErrorBody(error)?.statusCode === 409) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** E-mail-only sign-in, as the spec asks; blacklisted accounts are refused. */
  async findForLogin(email: string): Promise<Customer> {
    const customer = await this.customers.findOneBy({ email });
    if (!customer) throw new UnauthorizedException('No account found with this email. Please check it or create an account.');
    if (customer.status === 'blacklisted') throw new ForbiddenException('This account has been suspended. Please contact us for help.');
    return customer;
  }

  /** A customer may check only their own files; staff may check anyone's. */
  async checkFiles(customerId: number, requester: AuthUser): Promise<CustomerFilesView> {
    if (requester.role === 'customer' && requester.id !== customerId) {
      throw new ForbiddenException("You can only check your own documents");
    }
    const customer = await this.customers.findOneBy({ id: customerId });
    if (!customer) throw new NotFoundException('Customer not found');
    const exists = async (name: string | null) => ({ exists: name !== null && (await this.storage.locate('customer-documents', name)) !== null });
    return {
      icPassport: await exists(customer.icPassportUrl),
      driversLicense: await exists(customer.driversLicenseUrl),
      utilityBill: await exists(customer.utilityBillUrl),
    };
  }

  /**
   * The path of one of the customer's own documents. Names we did not make are 400 (path tricks);
   * another customer's file, or one that is gone, is 404 so its existence is not revealed.
   */
  async locateOwnDocument(customerId: number, fileName: string): Promise<string> {
    if (!isStoredFileName(fileName)) throw new BadRequestException('Invalid file name');
    const customer = await this.customers.findOneBy({ id: customerId });
    const path = customer && storedDocumentNames(customer).includes(fileName) ? await this.storage.locate('customer-documents', fileName) : null;
    if (!path) throw new NotFoundException('File not found');
    return path;
  }
}
