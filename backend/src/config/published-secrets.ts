/**
 * Secrets and passwords that appear (or once appeared) in this repository's README, compose file,
 * .env.example, demo data or tests. Anyone can read them, so production refuses to run on them.
 * published-secrets.spec.ts scans those files so a newly printed value cannot be forgotten here.
 */
const PUBLISHED_VALUES = [
  // docker-compose.yml fallbacks before they were removed
  'change-me-to-a-long-random-secret-of-32-chars-or-more',
  'change-me-admin',
  'rental-db-password',
  'rental-root-password',
  // README demo accounts and development defaults
  'admin123',
  'staff123',
  // test suites
  'test-secret-that-is-long-enough-for-hs256-signing',
  'controller-spec-secret-long-enough-for-hs256',
];

/** Placeholder words people leave in when they copy an example file. */
const PLACEHOLDER = /change[-_ ]?me|changeme|your[-_ ]?secret|replace[-_ ]?me|example|placeholder/i;

export const MIN_PRODUCTION_ADMIN_PASSWORD = 12;
/** A 32-character secret of one repeated character is long but not random. */
export const MIN_SECRET_DISTINCT_CHARACTERS = 10;

export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_VALUES.includes(value) || PLACEHOLDER.test(value);
}

export const PUBLISHED_SECRET_VALUES: readonly string[] = PUBLISHED_VALUES;

/**
 * The sample bank account printed in the README, .env.example and the compose file before they
 * stopped carrying one. Customers pay to whatever account the app shows, so production refuses
 * these. The bank's name alone ('Maybank') is not refused: it is a real bank many businesses use.
 */
const PUBLISHED_BANK_DETAILS = {
  BANK_ACCOUNT_NAME: ['Kereta Sewa Rental Sdn Bhd', 'Kereta Sewa Sdn Bhd'],
  BANK_ACCOUNT_NUMBER: ['5140 1234 5678'],
} as const;

/** Spaces, dashes and case are ignored: '514012345678' is the printed number too. */
const comparable = (value: string) => value.replace(/[\s-]+/g, '').toLowerCase();

export function isPublishedBankDetail(setting: 'BANK_NAME' | 'BANK_ACCOUNT_NAME' | 'BANK_ACCOUNT_NUMBER', value: string): boolean {
  // '<your bank>' as the README writes it, copied without filling it in.
  if (PLACEHOLDER.test(value) || /^<.*>$/.test(value.trim())) return true;
  if (setting === 'BANK_NAME') return false;
  return PUBLISHED_BANK_DETAILS[setting].some((printed) => comparable(printed) === comparable(value));
}
