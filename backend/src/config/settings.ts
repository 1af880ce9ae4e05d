import { randomBytes } from 'node:crypto';
import { HANDOVER_REQUIREMENTS, HandoverRequirement } from '../ledger/rental-ledger';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { type DocumentKey, type DocumentKeyring, newDocumentKeyText, parseDocumentKey } from '../common/storage/document-encryption';
import {
  isPublishedBankDetail,
  isPublishedSecret,
  MIN_PRODUCTION_ADMIN_PASSWORD,
  MIN_SECRET_DISTINCT_CHARACTERS,
} from './published-secrets';

/**
 * Reads and validates every setting from the environment in one place, so the Nest app and the
 * TypeORM CLI agree. A missing or malformed setting stops the process with a message naming it.
 */
export type Env = Record<string, string | undefined>;

export type DbSettings =
  | { type: 'sqlite'; database: string }
  | { type: 'mysql'; host: string; port: number; username: string; password: string; database: string };

export interface AppSettings {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  dataDir: string;
  seedDemo: boolean;
  loginRateLimitPerMinute: number;
  /** E-mails one client address may cause per hour (codes, registrations, booking confirmations). */
  mailRateLimitPerHour: number;
  /** Price checks one client address may make per minute, across every replica. */
  quoteRateLimitPerMinute: number;
  /** Behind one reverse proxy: the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** Serve the OpenAPI docs at /api/docs. */
  apiDocs: boolean;
  /** Longest rental or booking request, in days (end date - start date). */
  maxRentalDays: number;
  /** Where customers reach the app (links in WhatsApp messages and e-mails), without a trailing slash. */
  publicUrl: string;
  documentRetentionMonths: number;
}

export interface AuthSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
  adminUsername: string;
  adminPassword: string;
  /** Customers prove their e-mail with a one-time code before they get a session. */
  customerSignInCode: boolean;
}

export interface BusinessSettings {
  name: string;
  phone: string;
  whatsapp: string;
  address: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  authorTag: string;
  /** Cancelled this many Kuala Lumpur calendar days before pickup, or earlier: no cancellation fee. */
  cancellationFreeDays: number;
  /** Cancelled later: this whole percentage of the rental's charges (after discount) is kept as the fee. */
  cancellationFeePercent: number;
  /** What must be paid before the keys go out; staff may override with a reason. */
  handoverRequires: HandoverRequirement;
  /** Days after the return the deposit is kept, for summonses that arrive late, before it is refundable. */
  depositHoldDays: number;
  /** The company's SSM registration number, printed on invoices; null when not set. */
  registrationNumber: string | null;
  /** Service tax: off (null) unless the business is registered for SST. */
  serviceTax: ServiceTaxSettings | null;
  /** Charged on top of each traffic summons traced to a renter, in whole sen. */
  summonsAdminFeeSen: number;
  /** The return policy: what fuel short, a late return and the grace before it cost. */
  returnPolicy: ReturnPolicySettings;
}

/** The charges the return inspection computes from the business's terms. */
export interface ReturnPolicySettings {
  /** Charged per eighth of a tank (one gauge bar) returned below the pickup level, in sen. */
  fuelChargePerBarSen: number;
  /** Minutes past the due return moment that cost nothing. */
  lateReturnGraceMinutes: number;
  /** Each started hour after the grace costs this whole percentage of the daily rate. */
  lateReturnHourlyPercent: number;
}

/** How a business registered for SST charges it. */
export interface ServiceTaxSettings {
  /** The SST registration number documents print. */
  number: string;
  /** Basis points: 800 is 8%. */
  rateBasisPoints: number;
  /** True: the prices already contain the tax; false: the tax is added on top of them. */
  pricesIncludeTax: boolean;
}

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  /** Wait before the second attempt at an unsent e-mail; doubled after each failure, at most an hour. */
  retryBaseSeconds: number;
  /** Attempts before an e-mail is marked failed and waits for staff to retry it. */
  maxAttempts: number;
  /** Where changes to the payment QR and bank details are reported (the admin account has no e-mail of its own). */
  adminEmail: string | null;
}

export interface PdfSettings {
  chromiumPath: string | null;
}

/** Where uploaded and generated files live: DATA_DIR/uploads (default) or an S3-compatible bucket. */
export type StorageSettings =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      /** Null for AWS itself; a URL for MinIO, s3rver and other S3-compatible stores. */
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** The keys identity documents, signatures and PDFs are sealed with at rest. */
export type DocumentKeySettings = DocumentKeyring;

export interface RedisSettings {
  /** Null: one process, in-memory throttles, codes and jobs. Set: shared by every replica. */
  url: string | null;
  /** Keeps several deployments (or test runs) on one Redis apart. */
  keyPrefix: string;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings: ${problems.join('; ')}`);
    this.name = 'SettingsError';
  }
}

/** Collects problems instead of throwing at the first, so one boot names every bad setting. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  text(name: string, fallback: string): string {
    const value = this.env[name];
    return value === undefined || value === '' ? fallback : value;
  }

  optionalText(name: string): string | null {
    const value = this.env[name];
    return value === undefined || value === '' ? null : value;
  }

  required(name: string, why: string): string {
    const value = this.optionalText(name);
    if (value === null) this.problems.push(`${name} is required ${why}`);
    return value ?? '';
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optionalText(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  /** An amount in RM with up to two decimals ("10" or "10.50"), read as whole sen from 0 to maxSen. */
  moneySen(name: string, fallbackSen: number, maxSen: number): number {
    const raw = this.optionalText(name);
    if (raw === null) return fallbackSen;
    const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(raw);
    const sen = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!match || sen > maxSen) {
      this.problems.push(`${name} must be an amount in RM from 0.00 to ${(maxSen / 100).toFixed(2)} (got "${raw}")`);
      return fallbackSen;
    }
    return sen;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optionalText(name);
    if (raw === null) return fallback;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  /** Optional text of at most `max` characters (it is printed on documents). */
  boundedText(name: string, max: number): string | null {
    const value = this.optionalText(name)?.trim() || null;
    if (value !== null && value.length > max) {
      this.problems.push(`${name} can be at most ${max} characters (got ${value.length})`);
      return null;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optionalText(name);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(name: string): string | null {
    const raw = this.optionalText(name);
    if (raw === null) return null;
    try {
      new URL(raw);
      return raw;
    } catch {
      this.problems.push(`${name} must be a URL such as smtp://user:pass@host:587 (got "${raw}")`);
      return null;
    }
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new SettingsError(this.problems);
  }
}

function isProductionEnv(env: Env): boolean {
  return env.NODE_ENV === 'production';
}

/** Relative paths are taken from where npm was started (INIT_CWD), not from the workspace folder. */
function resolveFromLaunchDir(path: string, env: Env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

export function readAppSettings(env: Env): AppSettings {
  const reader = new EnvReader(env);
  const isProduction = isProductionEnv(env);
  const settings: AppSettings = {
    nodeEnv: reader.text('NODE_ENV', 'development'),
    isProduction,
    port: reader.integer('PORT', 3000, 1, 65535),
    dataDir: resolveFromLaunchDir(reader.text('DATA_DIR', './data'), env),
    seedDemo: reader.boolean('SEED_DEMO', !isProduction),
    loginRateLimitPerMinute: reader.integer('LOGIN_RATE_LIMIT', 10, 1, 100000),
    mailRateLimitPerHour: reader.integer('MAIL_RATE_LIMIT', 60, 1, 100000),
    quoteRateLimitPerMinute: reader.integer('QUOTE_RATE_LIMIT', 120, 1, 100000),
    trustProxy: reader.boolean('TRUST_PROXY', false),
    apiDocs: reader.boolean('API_DOCS', !isProduction),
    // At most 99: 99 days x RM 999,999.99 + deposit still fits a decimal(10,2) grand total.
    maxRentalDays: reader.integer('MAX_RENTAL_DAYS', 90, 1, 99),
    // Identity documents and signatures of a customer without a rental for this long are removed.
    documentRetentionMonths: reader.integer('DOCUMENT_RETENTION_MONTHS', 24, 1, 240),
    publicUrl: '',
  };
  const publicUrl = reader.url('PUBLIC_URL');
  if (isProduction) checkProductionPublicUrl(publicUrl, reader);
  settings.publicUrl = (publicUrl ?? `http://localhost:${settings.port}`).replace(/\/+$/, '');
  // The demo staff and customers have passwords and e-mails printed in the README.
  if (isProduction && settings.seedDemo)
    reader.problems.push('SEED_DEMO must be false in production: the demo accounts are published in the README');
  reader.throwIfProblems();
  return settings;
}

/** Names this machine only: a link to it reaches no customer's phone. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0' || host === '::'
  );
}

/** Agreement links sent by WhatsApp and e-mail are built on PUBLIC_URL, so production needs the real address. */
function checkProductionPublicUrl(publicUrl: string | null, reader: EnvReader): void {
  if (publicUrl === null) {
    reader.problems.push(
      'PUBLIC_URL is required in production: the address customers open the app at (agreement links are built on it), such as https://rental.my-business.com.my',
    );
    return;
  }
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    reader.problems.push(`PUBLIC_URL must start with https:// or http:// (got "${publicUrl}")`);
  else if (isLoopbackHost(url.hostname))
    reader.problems.push(
      `PUBLIC_URL must be the address customers reach, not this machine (got "${publicUrl}"): a link to ${url.hostname} opens nothing on a customer's phone`,
    );
}

export function readDbSettings(env: Env): DbSettings {
  const reader = new EnvReader(env);
  const type = reader.oneOf('DB_TYPE', ['sqlite', 'mysql'] as const, 'sqlite');
  let settings: DbSettings;
  if (type === 'mysql') {
    settings = {
      type,
      host: reader.text('DB_HOST', '127.0.0.1'),
      port: reader.integer('DB_PORT', 3306, 1, 65535),
      username: reader.text('DB_USER', 'root'),
      password: reader.text('DB_PASSWORD', ''),
      database: reader.text('DB_NAME', 'rental'),
    };
    if (isProductionEnv(env) && isPublishedSecret(settings.password)) {
      reader.problems.push('DB_PASSWORD is a value published in this repository. Choose another password');
    }
  } else {
    const dataDir = resolveFromLaunchDir(reader.text('DATA_DIR', './data'), env);
    settings = { type, database: join(dataDir, 'rental.sqlite') };
  }
  reader.throwIfProblems();
  return settings;
}

/** Development keeps a generated secret in DATA_DIR so tokens survive restarts; production must set one. */
function developmentJwtSecret(dataDir: string): string {
  const secretFile = join(dataDir, '.jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

export function readAuthSettings(env: Env): AuthSettings {
  const reader = new EnvReader(env);
  const isProduction = isProductionEnv(env);
  const configuredSecret = isProduction ? reader.required('JWT_SECRET', 'in production') : reader.optionalText('JWT_SECRET');
  if (configuredSecret) {
    if (configuredSecret.length < 32) reader.problems.push('JWT_SECRET must be at least 32 characters');
    else if (new Set(configuredSecret).size < MIN_SECRET_DISTINCT_CHARACTERS)
      reader.problems.push('JWT_SECRET must be random (too few different characters)');
    // Also outside production: a server on a printed secret accepts tokens anyone can forge. Only
    // the test suites, which print their own secret, may use one.
    if (env.NODE_ENV !== 'test' && isPublishedSecret(configuredSecret)) {
      reader.problems.push(
        'JWT_SECRET is a value published in this repository: anyone could forge tokens with it. Set a long random secret, e.g. `openssl rand -base64 48`',
      );
    }
  }
  const adminPassword = isProduction ? reader.required('ADMIN_PASSWORD', 'in production') : reader.text('ADMIN_PASSWORD', 'admin123');
  const minAdminPassword = isProduction ? MIN_PRODUCTION_ADMIN_PASSWORD : 8;
  if (adminPassword !== '' && adminPassword.length < minAdminPassword) {
    reader.problems.push(`ADMIN_PASSWORD must be at least ${minAdminPassword} characters`);
  }
  if (isProduction && adminPassword !== '' && isPublishedSecret(adminPassword)) {
    reader.problems.push('ADMIN_PASSWORD is a value published in this repository. Choose another password');
  }
  const settings: AuthSettings = {
    jwtSecret: configuredSecret || '',
    jwtExpiresIn: reader.text('JWT_EXPIRES_IN', '12h'),
    adminUsername: reader.text('ADMIN_USERNAME', 'admin'),
    adminPassword,
    customerSignInCode: reader.boolean('CUSTOMER_SIGNIN_CODE', isProduction),
  };
  reader.throwIfProblems();
  if (!settings.jwtSecret) settings.jwtSecret = developmentJwtSecret(readAppSettings(env).dataDir);
  return settings;
}

/** The demo's sample account, for development and the test suites only. */
const SAMPLE_BANK = {
  BANK_NAME: 'Maybank',
  BANK_ACCOUNT_NAME: 'Kereta Sewa Rental Sdn Bhd',
  BANK_ACCOUNT_NUMBER: '5140 1234 5678',
} as const;
const BANK_SETTINGS = ['BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER'] as const;

/**
 * The bank details here are the starting values: once the admin saves them in the Admin Panel the
 * database's copy is shown (PaymentDetailsService). Production refuses to start on none or on the
 * printed sample, since every customer would be told to pay into an account that is not the business's.
 */
export function readBusinessSettings(env: Env): BusinessSettings {
  const reader = new EnvReader(env);
  const bank: Record<(typeof BANK_SETTINGS)[number], string> = { ...SAMPLE_BANK };
  for (const name of BANK_SETTINGS) {
    if (!isProductionEnv(env)) {
      bank[name] = reader.text(name, SAMPLE_BANK[name]);
      continue;
    }
    bank[name] = reader.required(name, "in production: the bank details customers pay to (set the business's own)");
    if (bank[name] !== '' && isPublishedBankDetail(name, bank[name])) {
      reader.problems.push(
        `${name} is the sample value printed in this repository ("${bank[name]}"): customers would pay into an account that is not yours. Set the business's own`,
      );
    }
  }
  const settings: BusinessSettings = {
    name: reader.text('BUSINESS_NAME', 'Kereta Sewa Rental'),
    phone: reader.text('BUSINESS_PHONE', '+60 12-345 6789'),
    whatsapp: reader.text('BUSINESS_WHATSAPP', '60123456789'),
    address: reader.text('BUSINESS_ADDRESS', '12 Jalan Ampang, 50450 Kuala Lumpur'),
    bankName: bank.BANK_NAME,
    bankAccountName: bank.BANK_ACCOUNT_NAME,
    bankAccountNumber: bank.BANK_ACCOUNT_NUMBER,
    authorTag: reader.text('AUTHOR_TAG', 'KSR'),
    cancellationFreeDays: reader.integer('CANCELLATION_FREE_DAYS', 3, 0, 365),
    cancellationFeePercent: reader.integer('CANCELLATION_FEE_PERCENT', 20, 0, 100),
    handoverRequires: reader.oneOf('HANDOVER_REQUIRES', HANDOVER_REQUIREMENTS, 'none'),
    depositHoldDays: reader.integer('DEPOSIT_HOLD_DAYS', 14, 0, 365),
    registrationNumber: reader.boundedText('BUSINESS_REGISTRATION_NUMBER', 30),
    serviceTax: readServiceTax(reader),
    summonsAdminFeeSen: readSummonsAdminFee(reader),
    returnPolicy: {
      fuelChargePerBarSen: reader.moneySen('FUEL_CHARGE_PER_BAR', 1000, 100_000),
      lateReturnGraceMinutes: reader.integer('LATE_RETURN_GRACE_MINUTES', 60, 0, 1440),
      lateReturnHourlyPercent: reader.integer('LATE_RETURN_HOURLY_PERCENT', 10, 0, 100),
    },
  };
  reader.throwIfProblems();
  return settings;
}

/**
 * SST_REGISTERED turns service tax on; a registered business must print its SST number on every
 * document, so it refuses to start without one. The rate is in basis points (800 = 8%), a whole
 * number, so the tax is reckoned in integers.
 */
function readServiceTax(reader: EnvReader): ServiceTaxSettings | null {
  const registered = reader.boolean('SST_REGISTERED', false);
  const rateBasisPoints = reader.integer('SST_RATE', 800, 0, 10000);
  const pricesIncludeTax = reader.boolean('PRICES_INCLUDE_SST', true);
  const number = reader.boundedText('SST_NUMBER', 30);
  if (!registered) return null;
  if (number === null) {
    reader.problems.push('SST_NUMBER is required when SST_REGISTERED=true: every invoice and receipt must print it');
    return null;
  }
  return { number, rateBasisPoints, pricesIncludeTax };
}

/** RM with at most two decimals, from 0.00 to 1,000.00; the fee operators publish is RM 50. */
function readSummonsAdminFee(reader: EnvReader): number {
  const raw = reader.optionalText('SUMMONS_ADMIN_FEE');
  if (raw === null) return 5000;
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  const sen = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!match || sen > 100_000) {
    reader.problems.push(`SUMMONS_ADMIN_FEE must be an amount in RM from 0.00 to 1000.00, such as 50.00 (got "${raw}")`);
    return 5000;
  }
  return sen;
}

export function readMailSettings(env: Env): MailSettings {
  const reader = new EnvReader(env);
  const settings: MailSettings = {
    smtpUrl: reader.url('SMTP_URL'),
    from: reader.text('MAIL_FROM', 'Kereta Sewa Rental <no-reply@localhost>'),
    retryBaseSeconds: reader.integer('MAIL_RETRY_BASE_SECONDS', 30, 1, 3600),
    maxAttempts: reader.integer('MAIL_MAX_ATTEMPTS', 8, 1, 50),
    adminEmail: reader.optionalText('ADMIN_EMAIL'),
  };
  if (settings.adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(settings.adminEmail)) {
    reader.problems.push(`ADMIN_EMAIL must be an e-mail address (got "${settings.adminEmail}")`);
  }
  reader.throwIfProblems();
  return settings;
}

/** Where a Debian/Ubuntu or Google package puts the browser, tried in order when none is configured. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'] as const;

/**
 * PUPPETEER_EXECUTABLE_PATH when set, else the first system browser that exists, else null (the
 * server still starts; PDF downloads then answer 503 naming the missing browser).
 */
export function readPdfSettings(env: Env, exists: (path: string) => boolean = existsSync): PdfSettings {
  const configured = new EnvReader(env).optionalText('PUPPETEER_EXECUTABLE_PATH');
  return { chromiumPath: configured ?? SYSTEM_CHROMIUM_PATHS.find((path) => exists(path)) ?? null };
}

export function readStorageSettings(env: Env): StorageSettings {
  const reader = new EnvReader(env);
  const driver = reader.oneOf('STORAGE', ['local', 's3'] as const, 'local');
  let settings: StorageSettings;
  if (driver === 's3') {
    settings = {
      driver,
      endpoint: reader.url('S3_ENDPOINT'),
      region: reader.text('S3_REGION', 'us-east-1'),
      bucket: reader.required('S3_BUCKET', 'when STORAGE=s3'),
      accessKeyId: reader.required('S3_ACCESS_KEY_ID', 'when STORAGE=s3'),
      secretAccessKey: reader.required('S3_SECRET_ACCESS_KEY', 'when STORAGE=s3'),
      forcePathStyle: reader.boolean('S3_FORCE_PATH_STYLE', false),
    };
    if (isProductionEnv(env) && isPublishedSecret(settings.secretAccessKey)) {
      reader.problems.push('S3_SECRET_ACCESS_KEY is a value published in this repository. Choose another key');
    }
  } else {
    settings = { driver, root: join(resolveFromLaunchDir(reader.text('DATA_DIR', './data'), env), 'uploads') };
  }
  reader.throwIfProblems();
  return settings;
}

/** Development keeps a generated document key in DATA_DIR, beside the files it seals. */
function developmentDocumentKey(dataDir: string): string {
  const keyFile = join(dataDir, '.document-key');
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = newDocumentKeyText();
  writeFileSync(keyFile, key, { mode: 0o600 });
  return key;
}

const DOCUMENT_KEY_FORMAT = 'a 256-bit key as 64 hex digits or 44 base64 characters, e.g. `openssl rand -base64 32`';

/**
 * DOCUMENT_KEY seals identity documents, signatures and PDFs; DOCUMENT_PREVIOUS_KEYS (comma
 * separated) still opens files sealed before a rotation. Production needs a key of its own, and so
 * does a bucket shared by replicas (a key generated in one replica's DATA_DIR would lock the others out).
 */
export function readDocumentKeySettings(env: Env): DocumentKeySettings {
  const reader = new EnvReader(env);
  const needsOwnKey = isProductionEnv(env) || env.STORAGE === 's3';
  const configured = needsOwnKey
    ? reader.required('DOCUMENT_KEY', isProductionEnv(env) ? 'in production' : 'when STORAGE=s3 (every replica must share it)')
    : reader.optionalText('DOCUMENT_KEY');
  const text = configured ?? (needsOwnKey ? null : developmentDocumentKey(resolveFromLaunchDir(reader.text('DATA_DIR', './data'), env)));
  const parse = (name: string, value: string): DocumentKey | null => {
    const key = parseDocumentKey(value);
    if (!key) reader.problems.push(`${name} must be ${DOCUMENT_KEY_FORMAT}`);
    else if (isProductionEnv(env) && isPublishedSecret(value)) reader.problems.push(`${name} is a value published in this repository`);
    return key;
  };
  const current = text === null || text === '' ? null : parse('DOCUMENT_KEY', text);
  const previous = (reader.optionalText('DOCUMENT_PREVIOUS_KEYS') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => parse('DOCUMENT_PREVIOUS_KEYS', value))
    .filter((key): key is DocumentKey => key !== null && key.id !== current?.id);
  reader.throwIfProblems();
  return { current: current as DocumentKey, previous };
}

/** Where backups go and how long they are kept. */
export interface BackupSettings {
  /** Null: no key, so no scheduled backups (the commands refuse to run without one). */
  key: DocumentKey | null;
  destination:
    { kind: 'folder'; path: string } | { kind: 's3'; bucket: string; prefix: string; s3: Extract<StorageSettings, { driver: 's3' }> };
  /** The Kuala Lumpur hour of the daily backup. */
  hour: number;
  keepDaily: number;
  keepWeekly: number;
}

/**
 * BACKUP_KEY encrypts every archive (a key of its own, so a leaked backup key opens no live
 * document); BACKUP_DIR or BACKUP_S3_BUCKET say where archives go. With a key set, one replica
 * backs up daily at BACKUP_HOUR.
 */
export function readBackupSettings(env: Env): BackupSettings {
  const reader = new EnvReader(env);
  const keyText = reader.optionalText('BACKUP_KEY');
  const key = keyText === null ? null : parseDocumentKey(keyText);
  if (keyText !== null && !key) reader.problems.push(`BACKUP_KEY must be ${DOCUMENT_KEY_FORMAT}`);
  else if (keyText !== null && isProductionEnv(env) && isPublishedSecret(keyText))
    reader.problems.push('BACKUP_KEY is a value published in this repository');
  const bucket = reader.optionalText('BACKUP_S3_BUCKET');
  let destination: BackupSettings['destination'];
  if (bucket !== null) {
    // The bucket's own endpoint and credentials, or the file store's when they are not given.
    const s3 = {
      driver: 's3' as const,
      endpoint: reader.url('BACKUP_S3_ENDPOINT') ?? reader.url('S3_ENDPOINT'),
      region: reader.text('BACKUP_S3_REGION', reader.text('S3_REGION', 'us-east-1')),
      bucket,
      accessKeyId:
        reader.optionalText('BACKUP_S3_ACCESS_KEY_ID') ??
        reader.required('S3_ACCESS_KEY_ID', 'when BACKUP_S3_BUCKET is set (or BACKUP_S3_ACCESS_KEY_ID)'),
      secretAccessKey:
        reader.optionalText('BACKUP_S3_SECRET_ACCESS_KEY') ??
        reader.required('S3_SECRET_ACCESS_KEY', 'when BACKUP_S3_BUCKET is set (or BACKUP_S3_SECRET_ACCESS_KEY)'),
      forcePathStyle: reader.boolean('BACKUP_S3_FORCE_PATH_STYLE', reader.boolean('S3_FORCE_PATH_STYLE', false)),
    };
    destination = { kind: 's3', bucket, prefix: reader.text('BACKUP_S3_PREFIX', 'backups/'), s3 };
  } else {
    const dataDir = resolveFromLaunchDir(reader.text('DATA_DIR', './data'), env);
    destination = { kind: 'folder', path: resolveFromLaunchDir(reader.text('BACKUP_DIR', join(dataDir, 'backups')), env) };
  }
  const settings: BackupSettings = {
    key,
    destination,
    hour: reader.integer('BACKUP_HOUR', 3, 0, 23),
    keepDaily: reader.integer('BACKUP_KEEP_DAILY', 7, 1, 366),
    keepWeekly: reader.integer('BACKUP_KEEP_WEEKLY', 4, 0, 520),
  };
  reader.throwIfProblems();
  return settings;
}

export function readRedisSettings(env: Env): RedisSettings {
  const reader = new EnvReader(env);
  const url = reader.url('REDIS_URL');
  if (url !== null && !/^rediss?:\/\//.test(url)) reader.problems.push(`REDIS_URL must start with redis:// or rediss:// (got "${url}")`);
  const settings: RedisSettings = { url, keyPrefix: reader.text('REDIS_PREFIX', 'rental:') };
  reader.throwIfProblems();
  return settings;
}

/** Runs every reader once so a bad boot reports all problems together. */
export function validateAllSettings(env: Env): void {
  const problems: string[] = [];
  const readers = [
    readAppSettings,
    readDbSettings,
    readAuthSettings,
    readBusinessSettings,
    readMailSettings,
    readPdfSettings,
    readStorageSettings,
    readDocumentKeySettings,
    readBackupSettings,
    readRedisSettings,
    readLogSettings,
  ];
  for (const read of readers) {
    try {
      read(env);
    } catch (error) {
      if (error instanceof SettingsError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new SettingsError(problems);
}

/** pino's levels; 'silent' turns logging off. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  level: LogLevel;
}

/** LOG_LEVEL, default info; the test suites (NODE_ENV=test) stay quiet unless they ask for logs. */
export function readLogSettings(env: Env): LogSettings {
  const reader = new EnvReader(env);
  const settings: LogSettings = { level: reader.oneOf('LOG_LEVEL', LOG_LEVELS, env.NODE_ENV === 'test' ? 'silent' : 'info') };
  reader.throwIfProblems();
  return settings;
}
