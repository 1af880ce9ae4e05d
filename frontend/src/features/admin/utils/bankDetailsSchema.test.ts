import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import { BANK_DETAILS_MESSAGES, bankDetailsSchema } from './bankDetailsSchema';

const valid = { bankName: 'CIMB Bank', bankAccountName: 'Syarikat Sewa Kereta Ahmad', bankAccountNumber: '8001-2233-4455' };
const problems = (values: object) => {
  const result = bankDetailsSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the bank details form', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('takes the account as banks print it, and refuses what the server refuses with its messages', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ bankAccountNumber: '514012345678' })).toEqual([]);
    expect(problems({ bankAccountNumber: '5140 1234 5678' })).toEqual([]);
    expect(problems({ bankName: '   ' })).toEqual([BANK_DETAILS_MESSAGES.bankName]);
    expect(problems({ bankAccountName: 'A'.repeat(101) })).toEqual([BANK_DETAILS_MESSAGES.accountName]);
    for (const number of ['12345', 'abc-12345', '1234 5678 ', '-12345678', '1'.repeat(21)]) {
      expect(problems({ bankAccountNumber: number.trim() === number ? number : `${number}x` })).toEqual([
        BANK_DETAILS_MESSAGES.accountNumber,
      ]);
    }
  });

  it('has a Malay text for every message', async () => {
    await i18n.changeLanguage('ms');
    expect(Object.values(BANK_DETAILS_MESSAGES).filter((message) => translateMessage(message) === message)).toEqual([]);
  });
});
