import en from './en';
import { languageFromHeader } from './language';
import { formatMessage, MessageKey, t } from './messages';
import ms from './ms';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const boldParts = (text: string) => (text.match(/\*/g) ?? []).length;

describe('languageFromHeader', () => {
  it('reads Malay from the first tag only', () => {
    for (const header of ['ms', 'ms-MY', 'ms_MY', 'MS-my', ' ms;q=0.9', 'ms-MY,ms;q=0.9,en;q=0.8'])
      expect(languageFromHeader(header)).toBe('ms');
    expect(languageFromHeader(['ms-MY'])).toBe('ms');
  });

  it('takes anything else, or nothing, as English', () => {
    for (const header of [undefined, '', 'en', 'en-MY', 'en-GB,ms;q=0.9', 'fr', 'msa', '*']) expect(languageFromHeader(header)).toBe('en');
  });
});

describe('e-mail message catalogues', () => {
  it('gives every Malay text the same {{names}} and bold parts as the English one', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect({ key, names: placeholders(ms[key]), bold: boldParts(ms[key]) }).toEqual({
        key,
        names: placeholders(en[key]),
        bold: boldParts(en[key]),
      });
      expect({ key, blank: ms[key].trim() === '' }).toEqual({ key, blank: false });
    }
  });

  it('fills in the params as plain text', () => {
    expect(t('en', 'signInCode.subject', { code: '042917' })).toBe('Your sign-in code: 042917');
    expect(t('ms', 'bookingDecision.subjectDeclined', { requestId: 12, vehicleName: 'Perodua Myvi' })).toBe(
      'Permohonan tempahan #12 ditolak: Perodua Myvi',
    );
    expect(t('en', 'bookingDecision.declined', { requestId: 3, vehicleName: 'A*B*', startDate: '01/12/2026', endDate: '04/12/2026' })).toBe(
      'We are sorry: we cannot accept your booking request #3 for A*B* from 01/12/2026 to 04/12/2026.',
    );
  });

  it('escapes the values, not its own text, and makes bold parts <strong> for HTML', () => {
    const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const html = formatMessage(
      'en',
      'bookingDecision.declined',
      { requestId: 3, vehicleName: 'A & <b>', startDate: 'x', endDate: 'y' },
      { html: true, escape },
    );
    expect(html).toBe(
      'We are sorry: we cannot accept your booking request <strong>#3</strong> for <strong>A &amp; &lt;b></strong> from x to y.',
    );
  });

  it('refuses a text whose params are missing', () => {
    expect(() => formatMessage('ms', 'greeting', {})).toThrow('needs the parameter "name"');
  });
});
