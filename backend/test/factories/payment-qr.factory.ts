import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { buildPayload, EmvField, parsePayload, parseTlv, serialiseTlv } from '../../src/payments/emvco-qr';

export interface StaticQrOptions {
  payeeName?: string;
  merchantCity?: string;
  currency?: string;
  /** Sub-tags of the additional data template (62) the bank put in the static QR. */
  additionalData?: EmvField[];
}

/** A static DuitNow QR payload as a bank issues it to a business (account template 26, no amount). */
export function duitNowStaticPayload({
  payeeName = 'KERETA SEWA RAKYAT SDN BHD',
  merchantCity = 'KUALA LUMPUR',
  currency = '458',
  additionalData = [],
}: StaticQrOptions = {}): string {
  return buildPayload([
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
    { id: '53', value: currency },
    { id: '58', value: 'MY' },
    { id: '59', value: payeeName },
    { id: '60', value: merchantCity },
    ...(additionalData.length ? [{ id: '62', value: serialiseTlv(additionalData) }] : []),
  ]);
}

/**
 * A PNG of a QR code holding `text`, the way a bank's QR image or a screenshot of it looks: 10 px
 * modules and a 4-module quiet zone. Drawn with sharp from qrcode's module matrix, because qrcode's
 * own PNG encoder runs some 30 times slower under Jest than in plain Node.
 */
export function qrImage(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 10;
  const margin = 4;
  const side = (modules.size + 2 * margin) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        pixels.fill(
          0,
          ((row + margin) * scale + y) * side + (column + margin) * scale,
          ((row + margin) * scale + y) * side + (column + margin + 1) * scale,
        );
      }
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}

/** The business's DuitNow QR image, ready to upload. */
export function duitNowQrImage(options: StaticQrOptions = {}): Promise<Buffer> {
  return qrImage(duitNowStaticPayload(options));
}

/** The text of the QR in an image, or in a data: URL of one (what the payment QR endpoint sends). */
export async function decodeQr(image: Buffer | string): Promise<string | null> {
  const bytes = typeof image === 'string' ? Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64') : image;
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

/** The top-level fields of an EMVCo payload by id (its CRC checked), and the additional data's sub-tags. */
export function emvFields(payload: string): { fields: Record<string, string>; additionalData: Record<string, string> } {
  const fields = Object.fromEntries(parsePayload(payload).map((field) => [field.id, field.value]));
  const additionalData = fields['62'] ? Object.fromEntries(parseTlv(fields['62']).map((field) => [field.id, field.value])) : {};
  return { fields, additionalData };
}
