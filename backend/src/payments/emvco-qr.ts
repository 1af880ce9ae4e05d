import { fromSen } from '../common/money/money';

/**
 * The EMVCo merchant-presented QR payload, which DuitNow QR follows: a run of data objects, each a
 * two-digit id, a two-digit length (01 to 99) and the value. Templates (the merchant account 26-51,
 * the additional data 62, the alternate language 64) hold data objects of their own. A payload
 * starts with 000201 and ends with 6304 plus the CRC-16/CCITT-FALSE of everything before it, that
 * "6304" included, in four uppercase hex digits.
 *
 * Lengths count characters, not bytes (EMVCo's own example has a 4-long Chinese merchant name in
 * tag 64); the CRC runs over the UTF-8 bytes. Pure: no I/O, so it is tested on its own.
 */

/** One data object: its two-digit id and its value (a template's value is itself data objects). */
export interface EmvField {
  readonly id: string;
  readonly value: string;
}

/** Why a text is not a payload this module will read or write. */
export type EmvQrRefusal = 'malformed' | 'not-emvco' | 'crc' | 'too-long' | 'not-merchant';

export class EmvQrError extends Error {
  constructor(
    readonly refusal: EmvQrRefusal,
    detail: string,
  ) {
    super(detail);
    this.name = 'EmvQrError';
  }
}

export const EMV_TAGS = {
  payloadFormat: '00',
  initiation: '01',
  currency: '53',
  amount: '54',
  tipIndicator: '55',
  fixedFee: '56',
  percentageFee: '57',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;

/** Sub-tag of the additional data template (62) that carries the payer's reference. */
export const REFERENCE_LABEL = '05';
/** Point of initiation: a QR shown once for one payment, with its amount. */
export const DYNAMIC_INITIATION = '12';
/** Ringgit, ISO 4217 numeric. */
export const RINGGIT = '458';

const PAYLOAD_FORMAT = '01';
const MAX_VALUE_LENGTH = 99;
/** EMVCo's limits for the amount (54) and the reference label (62/05). */
const MAX_AMOUNT_LENGTH = 13;
const MAX_REFERENCE_LENGTH = 25;
const ID = /^\d{2}$/;
const HEAD = /^\d{4}$/;
const CRC_VALUE = /^[0-9A-Fa-f]{4}$/;
/** Merchant account information templates: at least one says where the money goes. */
const MERCHANT_ACCOUNT_IDS = { first: 2, last: 51 };
/**
 * A static QR may ask the payer's app to prompt for a tip or add a fee: the payment QR asks for
 * exactly the amount of the payment, so those go, with the amount, the initiation and the
 * additional data that are rewritten.
 */
const REWRITTEN = new Set<string>([
  EMV_TAGS.initiation,
  EMV_TAGS.amount,
  EMV_TAGS.tipIndicator,
  EMV_TAGS.fixedFee,
  EMV_TAGS.percentageFee,
  EMV_TAGS.additionalData,
]);

const utf8 = new TextEncoder();
const lengthOf = (value: string) => Array.from(value).length;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection) of the UTF-8 bytes: "123456789" gives 29B1. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The data objects of one level, in their order; anything left over, cut short, empty or repeated is refused. */
export function parseTlv(text: string): EmvField[] {
  const characters = Array.from(text);
  const fields: EmvField[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < characters.length) {
    const head = characters.slice(at, at + 4).join('');
    if (!HEAD.test(head)) throw new EmvQrError('malformed', `No id and length at character ${at}`);
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (length === 0 || at + 4 + length > characters.length) throw new EmvQrError('malformed', `Data object ${id} is cut short`);
    if (seen.has(id)) throw new EmvQrError('malformed', `Data object ${id} appears twice`);
    seen.add(id);
    fields.push({ id, value: characters.slice(at + 4, at + 4 + length).join('') });
    at += 4 + length;
  }
  return fields;
}

/** The data objects as written, in the order given; a value longer than 99 characters has no two-digit length and is refused. */
export function serialiseTlv(fields: readonly EmvField[]): string {
  const seen = new Set<string>();
  return fields
    .map(({ id, value }) => {
      if (!ID.test(id)) throw new EmvQrError('malformed', `"${id}" is not a two-digit id`);
      if (seen.has(id)) throw new EmvQrError('malformed', `Data object ${id} given twice`);
      seen.add(id);
      const length = lengthOf(value);
      if (length === 0) throw new EmvQrError('malformed', `Data object ${id} is empty`);
      if (length > MAX_VALUE_LENGTH) throw new EmvQrError('too-long', `Data object ${id} is ${length} characters long`);
      return `${id}${String(length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/** Ascending ids: 00 comes first, as EMVCo requires, and the same fields always give the same text. */
export function inIdOrder(fields: readonly EmvField[]): EmvField[] {
  return [...fields].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A complete payload: the fields in id order (any CRC given is dropped), then 6304 and the CRC of it all. */
export function buildPayload(fields: readonly EmvField[]): string {
  const body = inIdOrder(fields.filter((field) => field.id !== EMV_TAGS.crc));
  if (body[0]?.id !== EMV_TAGS.payloadFormat || body[0].value !== PAYLOAD_FORMAT) {
    throw new EmvQrError('not-emvco', 'The payload format indicator 00 must be "01"');
  }
  const signed = `${serialiseTlv(body)}${EMV_TAGS.crc}04`;
  return `${signed}${crc16(signed)}`;
}

/** The top-level fields of a payload (without the CRC), once its start, its structure and its CRC check out. */
export function parsePayload(payload: string): EmvField[] {
  if (!payload.startsWith(`${EMV_TAGS.payloadFormat}02${PAYLOAD_FORMAT}`)) throw new EmvQrError('not-emvco', 'Does not start with 000201');
  const fields = parseTlv(payload);
  const crc = fields.at(-1);
  if (crc?.id !== EMV_TAGS.crc || !CRC_VALUE.test(crc.value)) throw new EmvQrError('not-emvco', 'Does not end with a CRC (6304)');
  if (crc16(payload.slice(0, -4)) !== crc.value.toUpperCase()) throw new EmvQrError('crc', 'The CRC does not match the payload');
  return fields.slice(0, -1);
}

const valueOf = (fields: readonly EmvField[], id: string): string | null => fields.find((field) => field.id === id)?.value ?? null;

/** What the business's QR says about itself. */
export interface MerchantQr {
  /** The payload as read, CRC included. */
  payload: string;
  /** Tag 59: the name the payer's banking app shows. */
  payeeName: string;
  /** Tag 60. */
  merchantCity: string | null;
  /** Tag 53 (ISO 4217 numeric), when the QR names one. */
  currency: string | null;
}

/** A merchant-presented payment QR: a valid payload naming an account to pay (02-51) and a payee (59). */
export function readMerchantQr(payload: string): MerchantQr {
  const fields = parsePayload(payload);
  const ids = fields.map((field) => Number(field.id));
  if (!ids.some((id) => id >= MERCHANT_ACCOUNT_IDS.first && id <= MERCHANT_ACCOUNT_IDS.last)) {
    throw new EmvQrError('not-merchant', 'No merchant account information (02-51)');
  }
  const payeeName = valueOf(fields, EMV_TAGS.merchantName)?.trim();
  if (!payeeName) throw new EmvQrError('not-merchant', 'No merchant name (59)');
  const additional = valueOf(fields, EMV_TAGS.additionalData);
  if (additional !== null) parseTlv(additional);
  return {
    payload,
    payeeName,
    merchantCity: valueOf(fields, EMV_TAGS.merchantCity)?.trim() || null,
    currency: valueOf(fields, EMV_TAGS.currency),
  };
}

/** One payment's figures for its QR. */
export interface QrPayment {
  /** Whole sen, more than 0. */
  amountSen: number;
  /** Written to 62/05, so the transfer carries it into the business's statement. */
  reference: string;
}

/**
 * The QR for one payment, made from the business's static QR: initiation 12 (dynamic), the amount
 * in 54 ("150.00" from 15000 sen), and the reference in the additional data's 05 next to any other
 * sub-tag the business's QR had there. Tip and fee prompts are dropped; every other field (the
 * account, the payee, the city, the currency) is kept as it was.
 */
export function dynamicPayload(staticPayload: string, payment: QrPayment): string {
  if (!Number.isSafeInteger(payment.amountSen) || payment.amountSen <= 0) {
    throw new RangeError(`The amount must be a whole number of sen above 0: ${payment.amountSen}`);
  }
  const amount = fromSen(payment.amountSen);
  if (amount.length > MAX_AMOUNT_LENGTH) throw new EmvQrError('too-long', `The amount ${amount} is longer than 13 characters`);
  if (lengthOf(payment.reference) > MAX_REFERENCE_LENGTH) {
    throw new EmvQrError('too-long', `The reference is longer than ${MAX_REFERENCE_LENGTH} characters`);
  }
  const fields = parsePayload(staticPayload);
  const additional = valueOf(fields, EMV_TAGS.additionalData);
  const additionalFields = [
    ...(additional === null ? [] : parseTlv(additional)).filter((field) => field.id !== REFERENCE_LABEL),
    { id: REFERENCE_LABEL, value: payment.reference },
  ];
  return buildPayload([
    ...fields.filter((field) => !REWRITTEN.has(field.id)),
    { id: EMV_TAGS.initiation, value: DYNAMIC_INITIATION },
    { id: EMV_TAGS.amount, value: amount },
    { id: EMV_TAGS.additionalData, value: serialiseTlv(inIdOrder(additionalFields)) },
  ]);
}
