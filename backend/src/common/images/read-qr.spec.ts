import QRCode from 'qrcode';
import sharp from 'sharp';
import { readQrText } from './read-qr';

const TEXT = '00020101021126330014A000000615000102030012345678520475125303458' + '5802MY5910KEDAI SEWA6012KUALA LUMPUR63041234';

const qrPng = (width: number, margin = 4) => QRCode.toBuffer(TEXT, { type: 'png', width, margin, errorCorrectionLevel: 'M' });

describe('reading a QR code from an image', () => {
  it('reads a clean PNG of a QR code', async () => {
    await expect(readQrText(await qrPng(600))).resolves.toBe(TEXT);
  });

  it('reads a QR placed small in a larger JPEG, as a phone photo of a printed QR standee', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b9b2a6' } })
      .composite([{ input: await qrPng(360), left: 420, top: 260 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    await expect(readQrText(photo)).resolves.toBe(TEXT);
  });

  it('reads a QR whose modules are barely a pixel wide by enlarging it', async () => {
    await expect(readQrText(await qrPng(120, 1))).resolves.toBe(TEXT);
  });

  it('answers null for an image with no QR code, and for bytes that are no image', async () => {
    const plain = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#223344' } })
      .jpeg()
      .toBuffer();
    await expect(readQrText(plain)).resolves.toBeNull();
    await expect(readQrText(Buffer.from('not an image'))).resolves.toBeNull();
  });
});
