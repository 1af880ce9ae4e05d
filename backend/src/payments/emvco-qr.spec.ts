import fc from 'fast-check';
import { toSen } from '../common/money/money';
import {
  buildPayload,
  crc16,
  dynamicPayload,
  EmvField,
  EmvQrError,
  EmvQrRefusal,
  inIdOrder,
  parsePayload,
  parseTlv,
  readMerchantQr,
  serialiseTlv,
} from './emvco-qr';

/** EMVCo's own example payload (Merchant-Presented Mode specification, appendix), CRC A13A. */
const EMVCO_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING' +
  '64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A011223344998877' +
  '0708123456786304A13A';

/** A static DuitNow-shaped QR as a bank hands it to a business. */
const DUITNOW_STATIC = buildPayload([
  { id: '00', value: '01' },
  { id: '01', value: '11' },
  {
    id: '26',
    value: serialiseTlv([
      { id: '00', value: 'A0000006150001' },
      { id: '01', value: '890053' },
      { id: '02', value: '0012345678' },
    ]),
  },
  { id: '52', value: '7512' },
  { id: '53', value: '458' },
  { id: '58', value: 'MY' },
  { id: '59', value: 'KERETA SEWA RAKYAT SDN BHD' },
  { id: '60', value: 'KUALA LUMPUR' },
  {
    id: '62',
    value: serialiseTlv([
      { id: '07', value: 'COUNTER1' },
      { id: '05', value: 'OLDREF' },
    ]),
  },
]);

function refusalOf(run: () => unknown): EmvQrRefusal | 'none' | 'other' {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof EmvQrError ? error.refusal : 'other';
  }
}

const fieldsById = (fields: readonly EmvField[]) => Object.fromEntries(fields.map((field) => [field.id, field.value]));

/** Printable ASCII (what DuitNow payloads hold), and now and then a character outside it. */
const character = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom('é', '最', '北', '😀') },
);
const value = (maxLength: number, minLength = 1, letters = character) =>
  fc.array(letters, { minLength, maxLength }).map((characters) => characters.join(''));
const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const otherId = fc
  .integer({ min: 1, max: 99 })
  .filter((id) => id !== 63)
  .map((id) => String(id).padStart(2, '0'));
/** Any set of fields with distinct ids and the payload format indicator. */
const fieldsOf = (letters: fc.Arbitrary<string>) =>
  fc
    .uniqueArray(fc.record({ id: otherId, value: value(99, 1, letters) }), { selector: (field) => field.id, maxLength: 12 })
    .map((fields): EmvField[] => [{ id: '00', value: '01' }, ...fields]);
const payloadFields = fieldsOf(character);
/** One byte per character: a one-character change is then a burst of at most 8 bits, which a CRC-16 always detects. */
const asciiPayloadFields = fieldsOf(ascii);

describe('EMVCo QR payloads', () => {
  it('computes CRC-16/CCITT-FALSE of known vectors, over UTF-8 bytes', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    expect(crc16('A')).toBe('B915');
    expect(crc16(EMVCO_EXAMPLE.slice(0, -4))).toBe('A13A');
  });

  it("reads EMVCo's example, counting lengths in characters", () => {
    const fields = fieldsById(parsePayload(EMVCO_EXAMPLE));
    expect(fields).toMatchObject({ '00': '01', '01': '12', '54': '23.72', '59': 'BEST TRANSPORT', '60': 'BEIJING' });
    expect(fieldsById(parseTlv(fields['64']))).toEqual({ '00': 'ZH', '01': '最佳运输', '02': '北京' });
    expect(readMerchantQr(EMVCO_EXAMPLE)).toEqual({
      payload: EMVCO_EXAMPLE,
      payeeName: 'BEST TRANSPORT',
      merchantCity: 'BEIJING',
      currency: '156',
    });
    // Written again (in id order), it holds the same fields under a new CRC.
    const rewritten = buildPayload(parsePayload(EMVCO_EXAMPLE));
    expect(fieldsById(parsePayload(rewritten))).toEqual(fields);
    expect(rewritten).not.toBe(EMVCO_EXAMPLE);
  });

  it('accepts a lowercase CRC when reading but always writes uppercase', () => {
    const lower = `${DUITNOW_STATIC.slice(0, -4)}${DUITNOW_STATIC.slice(-4).toLowerCase()}`;
    expect(parsePayload(lower)).toEqual(parsePayload(DUITNOW_STATIC));
    expect(DUITNOW_STATIC.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });

  it.each<[string, string, EmvQrRefusal]>([
    ['plain text', 'hello', 'not-emvco'],
    ['a URL', 'https://example.com/pay?amount=10', 'not-emvco'],
    ['no CRC', '000201010211', 'not-emvco'],
    ['a CRC that is not hex', '0002015802MY6304ZZZZ', 'not-emvco'],
    ['a length beyond the end', '0002015899MY6304ABCD', 'malformed'],
    ['a wrong CRC', '0002015802MY63040000', 'crc'],
    ['a repeated id', buildPayload([{ id: '00', value: '01' }]).replace('6304', '0002016304'), 'malformed'],
  ])('refuses %s', (_name, text, refusal) => {
    expect(refusalOf(() => parsePayload(text))).toBe(refusal);
  });

  it('refuses a valid payload that names no account or no payee as a merchant QR', () => {
    const noAccount = buildPayload([
      { id: '00', value: '01' },
      { id: '59', value: 'SOMEONE' },
    ]);
    expect(refusalOf(() => readMerchantQr(noAccount))).toBe('not-merchant');
    const noPayee = buildPayload([
      { id: '00', value: '01' },
      { id: '26', value: '0014A000000615000102030012345678' },
      { id: '59', value: '   ' },
    ]);
    expect(refusalOf(() => readMerchantQr(noPayee))).toBe('not-merchant');
    expect(readMerchantQr(DUITNOW_STATIC)).toMatchObject({
      payeeName: 'KERETA SEWA RAKYAT SDN BHD',
      merchantCity: 'KUALA LUMPUR',
      currency: '458',
    });
  });

  it('makes the dynamic QR of a payment: initiation 12, the amount from sen, the reference in 62/05, the rest kept', () => {
    const dynamic = dynamicPayload(DUITNOW_STATIC, { amountSen: 15000, reference: 'PAY-7QX2M9ABK4TD' });
    const fields = parsePayload(dynamic);
    expect(fields.map((field) => field.id)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62']);
    const byId = fieldsById(fields);
    expect(byId).toMatchObject({ '01': '12', '54': '150.00', '53': '458', '59': 'KERETA SEWA RAKYAT SDN BHD', '60': 'KUALA LUMPUR' });
    expect(byId['26']).toBe(fieldsById(parsePayload(DUITNOW_STATIC))['26']);
    // The business's own sub-tag stays; the old reference is replaced, not repeated.
    expect(parseTlv(byId['62'])).toEqual([
      { id: '05', value: 'PAY-7QX2M9ABK4TD' },
      { id: '07', value: 'COUNTER1' },
    ]);
    expect(dynamic.slice(-8, -4)).toBe('6304');
    expect(dynamic.slice(-4)).toBe(crc16(dynamic.slice(0, -4)));
    expect(fieldsById(parsePayload(dynamicPayload(DUITNOW_STATIC, { amountSen: 5, reference: 'R' })))['54']).toBe('0.05');
  });

  it('adds the additional data template when the static QR has none, and drops tip and fee prompts', () => {
    const withTip = buildPayload([
      { id: '00', value: '01' },
      { id: '26', value: '0014A000000615000102030012345678' },
      { id: '55', value: '02' },
      { id: '56', value: '1.00' },
      { id: '59', value: 'KEDAI' },
    ]);
    const byId = fieldsById(parsePayload(dynamicPayload(withTip, { amountSen: 123456, reference: 'PAY-AAAAAAAAAAAA' })));
    expect(byId).toEqual({
      '00': '01',
      '01': '12',
      '26': '0014A000000615000102030012345678',
      '54': '1234.56',
      '59': 'KEDAI',
      '62': '0516PAY-AAAAAAAAAAAA',
    });
  });

  it('refuses amounts that are not whole sen above 0, and references longer than 25 characters', () => {
    for (const amountSen of [0, -100, 1.5, Number.NaN]) {
      expect(() => dynamicPayload(DUITNOW_STATIC, { amountSen, reference: 'PAY-1' })).toThrow(RangeError);
    }
    expect(refusalOf(() => dynamicPayload(DUITNOW_STATIC, { amountSen: 100, reference: 'R'.repeat(26) }))).toBe('too-long');
  });

  it('refuses values longer than 99 characters, empty values and ids that are not two digits', () => {
    expect(refusalOf(() => serialiseTlv([{ id: '59', value: 'N'.repeat(100) }]))).toBe('too-long');
    expect(serialiseTlv([{ id: '59', value: 'N'.repeat(99) }])).toBe(`5999${'N'.repeat(99)}`);
    expect(refusalOf(() => serialiseTlv([{ id: '59', value: '' }]))).toBe('malformed');
    expect(refusalOf(() => serialiseTlv([{ id: '5', value: 'X' }]))).toBe('malformed');
    expect(refusalOf(() => buildPayload([{ id: '59', value: 'NO FORMAT INDICATOR' }]))).toBe('not-emvco');
  });
});

describe('EMVCo QR payloads (property tests)', () => {
  it('parse(build(fields)) gives the fields back, in id order, whatever they hold', () => {
    fc.assert(
      fc.property(payloadFields, (fields) => {
        const payload = buildPayload(fields);
        expect(parsePayload(payload)).toEqual(inIdOrder(fields));
        expect(payload.startsWith('000201')).toBe(true);
        expect(payload.slice(-8, -4)).toBe('6304');
      }),
    );
  });

  it('serialise and parse are inverse at any level', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id: otherId, value: value(99) }), { selector: (field) => field.id }), (fields) => {
        expect(parseTlv(serialiseTlv(fields))).toEqual(fields);
      }),
    );
  });

  it('refuses any value longer than 99 characters', () => {
    fc.assert(
      fc.property(otherId, value(300, 100), (id, text) => {
        expect(refusalOf(() => serialiseTlv([{ id, value: text }]))).toBe('too-long');
      }),
    );
  });

  it('refuses a payload with any one character changed', () => {
    fc.assert(
      fc.property(asciiPayloadFields, fc.nat(), ascii, (fields, position, replacement) => {
        const characters = Array.from(buildPayload(fields));
        // Any character before the CRC's digits (changing those is a wrong CRC too, checked below).
        const at = position % (characters.length - 4);
        fc.pre(characters[at] !== replacement);
        characters[at] = replacement;
        expect(refusalOf(() => parsePayload(characters.join('')))).not.toBe('none');
      }),
    );
  });

  it('refuses a payload whose CRC was changed', () => {
    fc.assert(
      fc.property(payloadFields, fc.integer({ min: 1, max: 0xffff }), (fields, flip) => {
        const payload = buildPayload(fields);
        const wrong = (parseInt(payload.slice(-4), 16) ^ flip).toString(16).toUpperCase().padStart(4, '0');
        expect(refusalOf(() => parsePayload(`${payload.slice(0, -4)}${wrong}`))).toBe('crc');
      }),
    );
  });

  it('the dynamic QR carries exactly the amount and the reference, and keeps the payee, for any amount up to RM 999,999.99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.stringMatching(/^PAY-[0-9A-HJKMNP-TV-Z]{12}$/), (amountSen, reference) => {
        const fields = fieldsById(parsePayload(dynamicPayload(DUITNOW_STATIC, { amountSen, reference })));
        expect(toSen(fields['54'])).toBe(amountSen);
        expect(fields['54']).toMatch(/^\d+\.\d{2}$/);
        expect(fields['01']).toBe('12');
        expect(fieldsById(parseTlv(fields['62']))['05']).toBe(reference);
        expect(readMerchantQr(dynamicPayload(DUITNOW_STATIC, { amountSen, reference })).payeeName).toBe('KERETA SEWA RAKYAT SDN BHD');
      }),
    );
  });
});
