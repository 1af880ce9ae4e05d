import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { isDuplicateKey, onDuplicateKey } from '../common/database/driver-errors';
import { Language } from '../i18n/language';
import { CUSTOMER_DOCUMENTS, UploadedDocuments } from './customer-documents';
import { CustomerDocumentsService, StoredDocuments } from './customer-documents.service';
import { CustomerSignInService, RegistrationOutcome } from './customer-sign-in.service';
import { CodeSentView, CustomerFilesView, CustomerSelfView } from './dto/customer.view';
import { RegisterCustomerDto } from './dto/register-customer.dto';
import { LanguageView } from './dto/update-language.dto';
import { Customer } from './entities/customer.entity';
import { CUSTOMER_ERRORS } from './customers.errors';
import { detailedError, appError } from '../common/errors/app-error';
import { PRIVACY_NOTICE_VERSION } from '../privacy/privacy-notice';
import { COMMON_ERRORS } from '../common/errors/common.errors';

@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly documents: CustomerDocumentsService,
    private readonly signIn: CustomerSignInService,
  ) {}

  /**
   * Checks everything before writing anything; a failed registration leaves neither a file nor a row.
   * With sign-in codes on, the account waits for its e-mailed code and the answer is the same
   * whether or not the e-mail was already registered; without, a taken e-mail is a 409 (demo mode).
   * The account's e-mails are in the form's language, else in the request's.
   */
  async register(
    form: RegisterCustomerDto,
    files: UploadedDocuments,
    client: string,
    requestLanguage: Language,
  ): Promise<CustomerSelfView | CodeSentView> {
    // PDPA 2010: the customer agrees to the privacy notice before any of their data is kept.
    if (form.privacyConsent !== true) throw appError(CUSTOMER_ERRORS.PRIVACY_CONSENT_REQUIRED);
    const missing = CUSTOMER_DOCUMENTS.filter((document) => !files[document.field]?.[0]?.size);
    if (missing.length > 0) {
      throw detailedError(COMMON_ERRORS.VALIDATION_FAILED, {
        message: missing.map((document) => document.missingMessage),
        fields: missing.map((document) => ({ field: document.field, code: 'DOCUMENT_MISSING', message: document.missingMessage })),
      });
    }
    const dto: RegisterCustomerDto = { ...form, language: form.language ?? requestLanguage };
    if (!this.signIn.codesRequired) return this.registerConfirmed(dto, files);

    await this.signIn.assertCodeBudget(dto.email, client);
    // Documents are processed whatever the outcome, so a taken e-mail takes as long as a new one.
    const outcome = await this.documents.withStored(files, (stored) => this.saveAwaitingCode(dto, stored));
    return this.signIn.afterRegistration(dto.email, outcome.kind, outcome.customer);
  }

  /** A customer's own profile: masked IC/passport number, no document names. */
  async profile(customerId: number): Promise<CustomerSelfView> {
    const customer = await this.customers.findOneBy({ id: customerId });
    if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
    return CustomerSelfView.of(customer);
  }

  async setLanguage(customerId: number, language: Language): Promise<LanguageView> {
    await this.customers.update({ id: customerId }, { language });
    return { language };
  }

  /** A customer may check only their own files; staff may check anyone's. */
  async checkFiles(customerId: number, requester: AuthUser): Promise<CustomerFilesView> {
    if (requester.role === 'customer' && requester.id !== customerId) {
      throw appError(CUSTOMER_ERRORS.OWN_DOCUMENTS_ONLY);
    }
    const customer = await this.customers.findOneBy({ id: customerId });
    if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
    return this.documents.fileStatus(customer);
  }

  private async registerConfirmed(dto: RegisterCustomerDto, files: UploadedDocuments): Promise<CustomerSelfView> {
    if (await this.customers.existsBy({ email: dto.email })) throw appError(CUSTOMER_ERRORS.EMAIL_TAKEN);
    const customer = await this.documents.withStored(files, (stored) =>
      onDuplicateKey(this.customers.save(this.customers.create({ ...this.fields(dto), ...stored, confirmedAt: new Date() })), () => {
        throw appError(CUSTOMER_ERRORS.EMAIL_TAKEN);
      }),
    );
    return CustomerSelfView.of(customer);
  }

  /**
   * A new account waiting for its code. An address already registered, confirmed or still waiting
   * for its code, keeps everything sent first: a second registration cannot swap the name or the
   * documents of an account someone else is about to confirm. The new documents are discarded.
   */
  private async saveAwaitingCode(
    dto: RegisterCustomerDto,
    stored: StoredDocuments,
  ): Promise<{ kind: RegistrationOutcome; customer: Customer }> {
    const found = await this.customers.findBy({ email: dto.email });
    const existing = found.find((customer) => customer.email === dto.email);
    if (found.length > 0) {
      await this.documents.discard(Object.values(stored));
      if (!existing) return { kind: 'look-alike', customer: found[0] };
      return { kind: existing.confirmedAt === null ? 'pending' : 'already-registered', customer: existing };
    }
    try {
      return {
        kind: 'created',
        customer: await this.customers.save(this.customers.create({ ...this.fields(dto), ...stored, confirmedAt: null })),
      };
    } catch (error) {
      // Two registrations of one new e-mail at once: the unique index lets one in; the other finds it.
      if (!isDuplicateKey(error)) throw error;
      return this.saveAwaitingCode(dto, stored);
    }
  }

  /**
   * The row a registration writes, with the consent it was given: the notice's version and when.
   * Registration is the only way a customer row is made in the app (staff cannot create customers;
   * the demo seeds leave consent null, as do customers registered before the notice existed).
   */
  private fields(dto: RegisterCustomerDto): Partial<Customer> {
    const { privacyConsent: _consent, ...details } = dto;
    return {
      ...details,
      socialMediaHandle: dto.socialMediaHandle ?? null,
      privacyConsentVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentAt: new Date(),
    };
  }
}
