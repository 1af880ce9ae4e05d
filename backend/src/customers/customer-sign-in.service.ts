import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { exactMatch, limitKey } from '../common/validation/canonical-name';
import { appConfig, authConfig } from '../config/configuration';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { MailBudget } from '../notifications/mail-budget';
import { MailService } from '../notifications/mail.service';
import { CodeSentView } from './dto/customer.view';
import { Customer } from './entities/customer.entity';
import { CODE_LIFETIME_MINUTES, SignInCodesService } from './sign-in-codes.service';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { CUSTOMER_ERRORS } from './customers.errors';
import { NOTIFICATION_ERRORS } from '../notifications/notifications.errors';
import { appError } from '../common/errors/app-error';

const CODE_SENT_MESSAGE = `If an account uses this e-mail, we have sent it a 6-digit sign-in code. It is valid for ${CODE_LIFETIME_MINUTES} minutes.`;
const REGISTRATION_CODE_MESSAGE = `Check your e-mail: we have sent a 6-digit code to confirm your account. It is valid for ${CODE_LIFETIME_MINUTES} minutes.`;

/**
 * How a registration with codes on ended: the caller answers the same in every case. 'pending':
 * the e-mail already waits for its code and keeps what was sent first; 'look-alike': MariaDB's
 * accent-insensitive unique index holds the address under another spelling, whose owner is not
 * the one asking, so nobody is e-mailed.
 */
export type RegistrationOutcome = 'created' | 'pending' | 'already-registered' | 'look-alike';

/**
 * Customer sign-in by e-mail (no password), with possession proved by an e-mailed one-time code
 * when CUSTOMER_SIGNIN_CODE is on. With codes on, every answer before the code is checked is
 * the same whatever the e-mail, and mail leaves in the background so timing does not tell either.
 */
@Injectable()
export class CustomerSignInService {
  private readonly codeRule: { perEmail: { limit: number; windowMs: number }; perClient: { limit: number; windowMs: number } };

  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly codes: SignInCodesService,
    private readonly mail: MailService,
    private readonly mailBudget: MailBudget,
    private readonly limiter: RateLimiter,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @Inject(appConfig.KEY) app: ConfigType<typeof appConfig>,
  ) {
    const limit = app.loginRateLimitPerMinute;
    this.codeRule = { perEmail: { limit, windowMs: 15 * 60_000 }, perClient: { limit, windowMs: 60_000 } };
  }

  get codesRequired(): boolean {
    return this.auth.customerSignInCode;
  }

  /**
   * The live account whose stored e-mail is exactly this canonical one. MariaDB's collation also
   * returns a look-alike ('äisyah@' for 'aisyah@'), which is another address and so not a match.
   */
  async findByEmail(email: string): Promise<Customer | null> {
    // An erased account answers to no address, its placeholder included: it can never sign in again.
    const found = await this.customers.findBy({ email, erasedAt: IsNull() });
    return exactMatch(found, (customer) => customer.email, email);
  }

  /** The one-step sign-in (the e-mail alone), used only when codes are off (demo mode). */
  async findForOneStepSignIn(email: string): Promise<Customer> {
    const customer = await this.findByEmail(email);
    if (!customer || customer.confirmedAt === null) throw appError(CUSTOMER_ERRORS.NO_ACCOUNT_FOR_EMAIL);
    if (customer.status === 'blacklisted') throw appError(AUTH_ERRORS.ACCOUNT_SUSPENDED);
    return customer;
  }

  /**
   * Step one with codes on: a code for an account, a note for a suspended one, nothing for a
   * stranger; the e-mail is in the request's language. Nothing about the account changes here:
   * whoever asks has proved nothing yet, so the language is kept only once the code is entered.
   */
  async requestCode(email: string, client: string, language: Language): Promise<CodeSentView> {
    await this.assertCodeBudget(email, client);
    const customer = await this.findByEmail(email);
    const canSignIn = customer !== null && customer.status === 'active';
    const code = await this.codes.issue(email, canSignIn ? customer.id : null);
    if (customer && canSignIn) this.sendCode(customer, code, customer.confirmedAt === null, language);
    else if (customer) this.sendNotice(customer, 'suspended', language);
    return this.codeSent(email, CODE_SENT_MESSAGE);
  }

  /** The language a signed-in customer's e-mails follow from now on. */
  async rememberLanguage(customerId: number, language: Language): Promise<void> {
    await this.customers.update({ id: customerId }, { language });
  }

  /**
   * Step two: the code proves the e-mail; a registration awaiting its code becomes active now, and
   * the account's e-mails follow the language of this sign-in. The code must belong to the
   * account found for the e-mail, so a look-alike spelling verifies into nothing.
   */
  async verify(email: string, code: string, language: Language): Promise<Customer> {
    const account = await this.findByEmail(email);
    const customerId = await this.codes.redeem(email, account?.id ?? null, code);
    if (customerId === null) throw appError(CUSTOMER_ERRORS.WRONG_SIGN_IN_CODE);
    await this.customers.update({ id: customerId, confirmedAt: IsNull() }, { confirmedAt: new Date() });
    const customer = await this.customers.findOneBy({ id: customerId });
    if (!customer) throw appError(CUSTOMER_ERRORS.WRONG_SIGN_IN_CODE);
    if (customer.status === 'blacklisted') throw appError(AUTH_ERRORS.ACCOUNT_SUSPENDED);
    await this.rememberLanguage(customer.id, language);
    return { ...customer, language };
  }

  /**
   * Registration with codes on: the owner of the address learns what happened, the caller does
   * not. The e-mail is in the account's language (a taken address keeps its owner's).
   */
  async afterRegistration(email: string, outcome: RegistrationOutcome, customer: Customer): Promise<CodeSentView> {
    // A taken e-mail gets a notice, not a code: the owner's own code, if one is on its way, stays valid.
    if (outcome === 'already-registered') {
      this.sendNotice(customer, 'registered-again', customer.language);
    } else if (outcome !== 'look-alike') {
      // A pending registration gets a fresh code for the details sent first, as a sign-in request would.
      this.sendCode(customer, await this.codes.issue(email, customer.id), true, customer.language);
    }
    return this.codeSent(email, REGISTRATION_CODE_MESSAGE);
  }

  /** Codes and e-mails per address and per client; checked before anything is looked up or written. */
  async assertCodeBudget(email: string, client: string): Promise<void> {
    const withinClient = await this.limiter.consume(`sign-in-code:client:${client}`, this.codeRule.perClient);
    // Keyed without case, width or accents: a look-alike spelling of an address shares its budget.
    const withinEmail = await this.limiter.consume(`sign-in-code:email:${limitKey(email)}`, this.codeRule.perEmail);
    if (!withinClient || !withinEmail) throw appError(CUSTOMER_ERRORS.TOO_MANY_SIGN_IN_CODES);
    if (!(await this.mailBudget.take(client))) throw appError(NOTIFICATION_ERRORS.MAIL_BUDGET_EXCEEDED);
  }

  private codeSent(email: string, message: string): CodeSentView {
    return { codeRequired: true, email, message };
  }

  /**
   * Not awaited: the answer must not wait for (or reveal) the mail server. MailService never throws.
   * sendNow, not the outbox: the code must never be stored, and a late code is useless anyway.
   */
  private sendCode(customer: Customer, code: string, isRegistration: boolean, language: Language): void {
    void this.mail.sendNow({
      to: customer.email,
      language,
      subject: t(language, isRegistration ? 'signInCode.subjectRegistration' : 'signInCode.subject', { code }),
      template: 'sign-in-code',
      context: { customerName: customer.fullName, code, minutes: CODE_LIFETIME_MINUTES, isRegistration },
    });
  }

  private sendNotice(customer: Customer, reason: 'suspended' | 'registered-again', language: Language): void {
    void this.mail.send({
      to: customer.email,
      language,
      subject: t(language, reason === 'suspended' ? 'accountNotice.subjectSuspended' : 'accountNotice.subjectRegisteredAgain'),
      template: 'account-notice',
      context: { customerName: customer.fullName, suspended: reason === 'suspended' },
    });
  }
}
