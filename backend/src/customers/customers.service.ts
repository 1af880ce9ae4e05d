import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { toErrorBody } from '../common/filters/all-exceptions.filter';
import { isStoredFileName } from '../common/storage/file-storage';
import { CUSTOMER_DOCUMENTS, storedDocumentNames, UploadedDocuments } from './customer-documents';
import { CustomerDocumentsService } from './customer-documents.service';
import { CustomerFilesView, CustomerView } from './dto/customer.view';
import { RegisterCustomerDto } from './dto/register-customer.dto';
import { Customer } from './entities/customer.entity';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly documents: CustomerDocumentsService,
  ) {}

  /** Checks everything before writing anything; a failed registration leaves neither a file nor a row. */
  async register(dto: RegisterCustomerDto, files: UploadedDocuments): Promise<CustomerView> {
    const missing = CUSTOMER_DOCUMENTS.filter((document) => !files[document.field]?.[0]?.size).map((document) => document.missingMessage);
    if (missing.length > 0) throw new BadRequestException(missing);
    if (await this.customers.existsBy({ email: dto.email })) throw new ConflictException(EMAIL_TAKEN_MESSAGE);

    const stored = await this.documents.store(files);
    try {
      const customer = await this.customers.save(this.customers.create({ ...dto, socialMediaHandle: dto.socialMediaHandle ?? null, ...stored }));
      return CustomerView.of(customer);
    } catch (error) {
      await this.documents.discard(Object.values(stored));
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
    return this.documents.fileStatus(customer);
  }

  /**
   * The path of one of the customer's own documents. Names we did not make are 400 (path tricks);
   * another customer's file, or one that is gone, is 404 so its existence is not revealed.
   */
  async locateOwnDocument(customerId: number, fileName: string): Promise<string> {
    if (!isStoredFileName(fileName)) throw new BadRequestException('Invalid file name');
    const customer = await this.customers.findOneBy({ id: customerId });
    const path = customer && storedDocumentNames(customer).includes(fileName) ? await this.documents.locate(fileName) : null;
    if (!path) throw new NotFoundException('File not found');
    return path;
  }
}
