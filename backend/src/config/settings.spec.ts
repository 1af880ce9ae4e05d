import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  readAppSettings,
  readAuthSettings,
  readBusinessSettings,
  readDbSettings,
  readDocumentKeySettings,
  readMailSettings,
  SettingsError,
  validateAllSettings,
} from './settings';

/** What production needs beyond the setting a test is about. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://sewa.kedai-kereta.my' };

describe('settings', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'settings-spec-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses embedded SQLite in DATA_DIR when no database is configured', () => {
    expect(readDbSettings({ DATA_DIR: dataDir })).toEqual({ type: 'sqlite', database: join(dataDir, 'rental.sqlite') });
  });

  it('reads MySQL settings with defaults', () => {
    expect(readDbSettings({ DB_TYPE: 'mysql', DB_NAME: 'fleet' })).toEqual({
      type: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      username: 'root',
      password: '',
      database: 'fleet',
    });
  });

  it('names every bad setting in one error', () => {
    const env = { PORT: 'eighty', DB_TYPE: 'postgres', SEED_DEMO: 'maybe', SMTP_URL: 'not a url', DATA_DIR: dataDir };
    try {
      validateAllSettings(env);
      throw new Error('expected a SettingsError');
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      const message = (error as SettingsError).message;
      for (const name of ['PORT', 'DB_TYPE', 'SEED_DEMO', 'SMTP_URL']) expect(message).toContain(name);
    }
  });

  it('requires JWT_SECRET and ADMIN_PASSWORD in production', () => {
    expect(() => readAuthSettings({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET is required in production.*ADMIN_PASSWORD is required in production/,
    );
    expect(() => readAuthSettings({ NODE_ENV: 'production', JWT_SECRET: 'short', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });

  it('refuses published, placeholder and low-variety secrets in production, naming the setting', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: dataDir };
    const strongSecret = 'q7Vx2LmP9sR4tW8yB3nC6dF1gH5jK0zA-strong';
    const strongPassword = 'Kuala-Lumpur-2026!';
    for (const secret of [
      'change-me-to-a-long-random-secret-of-32-chars-or-more',
      'test-secret-that-is-long-enough-for-hs256-signing',
      'my-changeme-secret-that-is-32-characters-long',
    ]) {
      expect(() => readAuthSettings({ ...production, JWT_SECRET: secret, ADMIN_PASSWORD: strongPassword })).toThrow(
        /JWT_SECRET is a value published/,
      );
    }
    expect(() => readAuthSettings({ ...production, JWT_SECRET: 'a'.repeat(40), ADMIN_PASSWORD: strongPassword })).toThrow(
      /JWT_SECRET must be random/,
    );
    for (const password of ['change-me-admin', 'admin123', 'staff123']) {
      expect(() => readAuthSettings({ ...production, JWT_SECRET: strongSecret, ADMIN_PASSWORD: password })).toThrow(/ADMIN_PASSWORD/);
    }
    expect(() => readAuthSettings({ ...production, JWT_SECRET: strongSecret, ADMIN_PASSWORD: 'short-pass1' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(() => readDbSettings({ NODE_ENV: 'production', DB_TYPE: 'mysql', DB_PASSWORD: 'rental-db-password' })).toThrow(
      /DB_PASSWORD is a value published/,
    );
    const accepted = readAuthSettings({ ...production, JWT_SECRET: strongSecret, ADMIN_PASSWORD: strongPassword });
    expect(accepted).toMatchObject({ jwtSecret: strongSecret, adminPassword: strongPassword, customerSignInCode: true });
  });

  it('refuses a printed JWT_SECRET in development too, but not in the test suites', () => {
    const printed = 'change-me-to-a-long-random-secret-of-32-chars-or-more';
    expect(() => readAuthSettings({ DATA_DIR: dataDir, JWT_SECRET: printed })).toThrow(/JWT_SECRET is a value published/);
    expect(
      readAuthSettings({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }).jwtSecret,
    ).toHaveLength(49);
  });

  it('turns the sign-in code on by default in production only, and the API docs off there', () => {
    expect(readAuthSettings({ DATA_DIR: dataDir }).customerSignInCode).toBe(false);
    expect(readAuthSettings({ DATA_DIR: dataDir, CUSTOMER_SIGNIN_CODE: 'true' }).customerSignInCode).toBe(true);
    expect(readAppSettings({}).apiDocs).toBe(true);
    expect(readAppSettings(PRODUCTION).apiDocs).toBe(false);
    expect(readAppSettings({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(readAppSettings({}).trustProxy).toBe(false);
    expect(readAppSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('generates a development JWT secret once and keeps it in DATA_DIR', () => {
    const first = readAuthSettings({ DATA_DIR: dataDir });
    const second = readAuthSettings({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, '.jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('generates a development document key once in DATA_DIR, and requires one in production and with a shared bucket', () => {
    const first = readDocumentKeySettings({ DATA_DIR: dataDir });
    expect(readDocumentKeySettings({ DATA_DIR: dataDir }).current.id).toBe(first.current.id);
    expect(readFileSync(join(dataDir, '.document-key'), 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(() => readDocumentKeySettings({ ...PRODUCTION, DATA_DIR: dataDir })).toThrow(/DOCUMENT_KEY is required in production/);
    expect(() => readDocumentKeySettings({ STORAGE: 's3', DATA_DIR: dataDir })).toThrow(/DOCUMENT_KEY is required when STORAGE=s3/);
    expect(() => readDocumentKeySettings({ ...PRODUCTION, DOCUMENT_KEY: 'change-me' })).toThrow(/DOCUMENT_KEY must be a 256-bit key/);
    expect(() => readDocumentKeySettings({ DOCUMENT_KEY: 'ab'.repeat(32), DOCUMENT_PREVIOUS_KEYS: 'ab'.repeat(31) })).toThrow(
      /DOCUMENT_PREVIOUS_KEYS must be a 256-bit key/,
    );
    const rotated = readDocumentKeySettings({
      ...PRODUCTION,
      DOCUMENT_KEY: 'cd'.repeat(32),
      DOCUMENT_PREVIOUS_KEYS: ` ${'ab'.repeat(32)} ,`,
    });
    expect(rotated.previous).toHaveLength(1);
    expect(rotated.previous[0].id).not.toBe(rotated.current.id);
  });

  it('seeds demo data by default outside production only', () => {
    expect(readAppSettings({}).seedDemo).toBe(true);
    expect(readAppSettings(PRODUCTION).seedDemo).toBe(false);
    expect(readAppSettings({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses demo data in production, where the demo passwords are published', () => {
    expect(() => readAppSettings({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO must be false in production/);
  });

  it('resolves a relative DATA_DIR from where npm was started', () => {
    expect(readAppSettings({ DATA_DIR: './data', INIT_CWD: '/srv/rental' }).dataDir).toBe('/srv/rental/data');
  });

  it('refuses to start in production without PUBLIC_URL, or with one pointing at this machine, naming it', () => {
    expect(() => readAppSettings({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    for (const local of [
      'http://localhost:3000',
      'https://LOCALHOST',
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0',
      'http://app.localhost',
    ]) {
      expect(() => readAppSettings({ NODE_ENV: 'production', PUBLIC_URL: local })).toThrow(
        /PUBLIC_URL must be the address customers reach, not this machine/,
      );
    }
    expect(() => readAppSettings({ NODE_ENV: 'production', PUBLIC_URL: 'ftp://sewa.kedai-kereta.my' })).toThrow(
      /PUBLIC_URL must start with https:\/\/ or http:\/\//,
    );
    expect(readAppSettings({ NODE_ENV: 'production', PUBLIC_URL: 'https://sewa.kedai-kereta.my/' }).publicUrl).toBe(
      'https://sewa.kedai-kereta.my',
    );
    // Outside production a local address is the point (development, the test suites).
    expect(readAppSettings({ NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:3000');
  });

  it('refuses to start in production with missing or printed sample bank details, naming each setting', () => {
    const realBank = {
      BANK_NAME: 'Maybank',
      BANK_ACCOUNT_NAME: 'Syarikat Sewa Kereta Ahmad Enterprise',
      BANK_ACCOUNT_NUMBER: '5642 8877 1903',
    };
    expect(() => readBusinessSettings({ NODE_ENV: 'production' })).toThrow(
      /BANK_NAME is required in production.*BANK_ACCOUNT_NAME is required in production.*BANK_ACCOUNT_NUMBER is required in production/,
    );
    expect(() => readBusinessSettings({ ...realBank, NODE_ENV: 'production', BANK_ACCOUNT_NAME: 'Kereta Sewa Rental Sdn Bhd' })).toThrow(
      /BANK_ACCOUNT_NAME is the sample value printed in this repository/,
    );
    for (const printed of ['5140 1234 5678', '514012345678', '5140-1234-5678']) {
      expect(() => readBusinessSettings({ ...realBank, NODE_ENV: 'production', BANK_ACCOUNT_NUMBER: printed })).toThrow(
        /BANK_ACCOUNT_NUMBER is the sample value printed/,
      );
    }
    expect(() => readBusinessSettings({ ...realBank, NODE_ENV: 'production', BANK_NAME: 'change-me' })).toThrow(
      /BANK_NAME is the sample value printed/,
    );
    expect(readBusinessSettings({ ...realBank, NODE_ENV: 'production' })).toMatchObject({
      bankName: 'Maybank',
      bankAccountName: realBank.BANK_ACCOUNT_NAME,
      bankAccountNumber: realBank.BANK_ACCOUNT_NUMBER,
    });
    // The whole boot names them too, with PUBLIC_URL.
    expect(() =>
      validateAllSettings({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: 'q7Vx2LmP9sR4tW8yB3nC6dF1gH5jK0zA-strong',
        ADMIN_PASSWORD: 'Kuala-Lumpur-2026!',
      }),
    ).toThrow(/PUBLIC_URL is required in production.*BANK_NAME is required in production/);
    // Development and the test suites keep the sample account.
    expect(readBusinessSettings({ NODE_ENV: 'test' })).toMatchObject({
      bankName: 'Maybank',
      bankAccountName: 'Kereta Sewa Rental Sdn Bhd',
      bankAccountNumber: '5140 1234 5678',
    });
  });

  it('takes ADMIN_EMAIL for the payment settings notices, and refuses one that is not an address', () => {
    expect(readMailSettings({}).adminEmail).toBeNull();
    expect(readMailSettings({ ADMIN_EMAIL: 'owner@kedai-kereta.my' }).adminEmail).toBe('owner@kedai-kereta.my');
    expect(() => readMailSettings({ ADMIN_EMAIL: 'owner' })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
  });

  it('reads the handover requirement and the deposit hold, refusing values outside their lists', () => {
    expect(readBusinessSettings({ NODE_ENV: 'test' })).toMatchObject({ handoverRequires: 'none', depositHoldDays: 14 });
    expect(readBusinessSettings({ NODE_ENV: 'test', HANDOVER_REQUIRES: 'deposit', DEPOSIT_HOLD_DAYS: '30' })).toMatchObject({
      handoverRequires: 'deposit',
      depositHoldDays: 30,
    });
    expect(() => readBusinessSettings({ NODE_ENV: 'test', HANDOVER_REQUIRES: 'always' })).toThrow(
      /HANDOVER_REQUIRES must be one of paid, deposit, none/,
    );
    expect(() => readBusinessSettings({ NODE_ENV: 'test', DEPOSIT_HOLD_DAYS: '-1' })).toThrow(/DEPOSIT_HOLD_DAYS must be a whole number/);
  });

  it('reads the summons admin fee in RM (default RM 50.00), refusing negatives, text and more than RM 1,000', () => {
    expect(readBusinessSettings({ NODE_ENV: 'test' }).summonsAdminFeeSen).toBe(5000);
    expect(readBusinessSettings({ NODE_ENV: 'test', SUMMONS_ADMIN_FEE: '35.5' }).summonsAdminFeeSen).toBe(3550);
    expect(readBusinessSettings({ NODE_ENV: 'test', SUMMONS_ADMIN_FEE: '0' }).summonsAdminFeeSen).toBe(0);
    for (const bad of ['-5', 'fifty', '1000.01', '12.345']) {
      expect(() => readBusinessSettings({ NODE_ENV: 'test', SUMMONS_ADMIN_FEE: bad })).toThrow(/SUMMONS_ADMIN_FEE must be an amount/);
    }
  });

  it('reads the return charges with Malaysian defaults and names every bad one at once', () => {
    expect(readBusinessSettings({ NODE_ENV: 'test' }).returnPolicy).toEqual({
      fuelChargePerBarSen: 1_000,
      lateReturnGraceMinutes: 60,
      lateReturnHourlyPercent: 10,
    });
    expect(
      readBusinessSettings({
        NODE_ENV: 'test',
        FUEL_CHARGE_PER_BAR: '12.5',
        LATE_RETURN_GRACE_MINUTES: '0',
        LATE_RETURN_HOURLY_PERCENT: '100',
      }).returnPolicy,
    ).toEqual({ fuelChargePerBarSen: 1_250, lateReturnGraceMinutes: 0, lateReturnHourlyPercent: 100 });
    expect(() =>
      readBusinessSettings({
        NODE_ENV: 'test',
        FUEL_CHARGE_PER_BAR: '-1',
        LATE_RETURN_GRACE_MINUTES: '1441',
        LATE_RETURN_HOURLY_PERCENT: '10.5',
      }),
    ).toThrow(
      /FUEL_CHARGE_PER_BAR must be an amount.*LATE_RETURN_GRACE_MINUTES must be a whole number.*LATE_RETURN_HOURLY_PERCENT must be a whole number/,
    );
    expect(() => readBusinessSettings({ NODE_ENV: 'test', FUEL_CHARGE_PER_BAR: '10.005' })).toThrow(/FUEL_CHARGE_PER_BAR/);
    expect(() => readBusinessSettings({ NODE_ENV: 'test', FUEL_CHARGE_PER_BAR: '1000.01' })).toThrow(/FUEL_CHARGE_PER_BAR/);
  });

  it('reads the cancellation terms: free days ahead of pickup and the fee percentage, 0 to 100', () => {
    expect(readBusinessSettings({ NODE_ENV: 'test' })).toMatchObject({ cancellationFreeDays: 3, cancellationFeePercent: 20 });
    expect(readBusinessSettings({ NODE_ENV: 'test', CANCELLATION_FREE_DAYS: '7', CANCELLATION_FEE_PERCENT: '100' })).toMatchObject({
      cancellationFreeDays: 7,
      cancellationFeePercent: 100,
    });
    expect(readBusinessSettings({ NODE_ENV: 'test', CANCELLATION_FREE_DAYS: '0', CANCELLATION_FEE_PERCENT: '0' })).toMatchObject({
      cancellationFreeDays: 0,
      cancellationFeePercent: 0,
    });
    for (const value of ['101', '-1', '12.5', 'twenty'])
      expect(() => readBusinessSettings({ NODE_ENV: 'test', CANCELLATION_FEE_PERCENT: value })).toThrow(
        /CANCELLATION_FEE_PERCENT must be a whole number from 0 to 100/,
      );
    expect(() => readBusinessSettings({ NODE_ENV: 'test', CANCELLATION_FREE_DAYS: '-3' })).toThrow(
      /CANCELLATION_FREE_DAYS must be a whole number from 0 to 365/,
    );
  });

  it('charges no service tax unless the business is SST-registered', () => {
    expect(readBusinessSettings({ NODE_ENV: 'test' })).toMatchObject({ serviceTax: null, registrationNumber: null });
    // The number alone does not make the business registered.
    expect(readBusinessSettings({ NODE_ENV: 'test', SST_NUMBER: 'W10-1808-32000123', SST_REGISTERED: 'false' })).toMatchObject({
      serviceTax: null,
    });
  });

  it('reads SST registration with an 8% rate in basis points and tax-inclusive prices by default', () => {
    const env = { NODE_ENV: 'test', SST_REGISTERED: 'true', SST_NUMBER: 'W10-1808-32000123', BUSINESS_REGISTRATION_NUMBER: '202301012345' };
    expect(readBusinessSettings(env)).toMatchObject({
      registrationNumber: '202301012345',
      serviceTax: { number: 'W10-1808-32000123', rateBasisPoints: 800, pricesIncludeTax: true },
    });
    expect(readBusinessSettings({ ...env, SST_RATE: '600', PRICES_INCLUDE_SST: 'false' })).toMatchObject({
      serviceTax: { number: 'W10-1808-32000123', rateBasisPoints: 600, pricesIncludeTax: false },
    });
  });

  it('refuses to start SST-registered without an SST number, or with a rate or numbers out of bounds', () => {
    expect(() => readBusinessSettings({ NODE_ENV: 'test', SST_REGISTERED: 'true' })).toThrow(
      /SST_NUMBER is required when SST_REGISTERED=true/,
    );
    const registered = { NODE_ENV: 'test', SST_REGISTERED: 'true', SST_NUMBER: 'W10-1808-32000123' };
    for (const rate of ['10001', '-1', '8%', '7.5'])
      expect(() => readBusinessSettings({ ...registered, SST_RATE: rate })).toThrow(/SST_RATE must be a whole number from 0 to 10000/);
    expect(() => readBusinessSettings({ ...registered, PRICES_INCLUDE_SST: 'sometimes' })).toThrow(
      /PRICES_INCLUDE_SST must be true or false/,
    );
    expect(() => readBusinessSettings({ ...registered, SST_NUMBER: 'W'.repeat(31) })).toThrow(/SST_NUMBER can be at most 30 characters/);
    expect(() => readBusinessSettings({ NODE_ENV: 'test', BUSINESS_REGISTRATION_NUMBER: '1'.repeat(31) })).toThrow(
      /BUSINESS_REGISTRATION_NUMBER can be at most 30 characters/,
    );
  });
});
