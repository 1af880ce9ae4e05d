import { ServiceUnavailableException } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { readPdfSettings } from '../config/settings';
import { InvoiceDocument, invoiceHtml, INVOICE_PDF } from '../invoices/invoice-document';
import { RECEIPT_DOCUMENT, ReceiptDocument, receiptHtml } from '../payments/receipt-document';
import { AGREEMENT_PDF, AgreementDocument, agreementHtml } from '../rentals/agreement/agreement-document';
import { RENTAL_LIST_PDF, RentalListDocument, rentalListHtml } from '../rentals/rental-list-document';
import { imageDataUrl, thumbnailDataUrl } from './pdf-images';
import { Page } from 'puppeteer-core';
import { IMAGE_WIDTH, PDF_BROWSER_MISSING_MESSAGE, PDF_FAILED_MESSAGE, PdfRenderer } from './pdf-renderer';
import { RENDER_QUEUE_FULL_MESSAGE, RenderAdmission, TOO_MANY_RENDERS_MESSAGE } from './render-admission';
import { pdfText } from '../../test/factories/pdf-text';
import { fromSen, toSen } from '../common/money/money';

const business = { name: 'Kereta Sewa Rental', address: '12 Jalan Ampang, 50450 Kuala Lumpur', phone: '+60 12-345 6789' };
const bankedBusiness = {
  ...business,
  bankName: 'Maybank',
  bankAccountName: 'Kereta Sewa Rental Sdn Bhd',
  bankAccountNumber: '5140 1234 5678',
};
const HOSTILE_NAME = '<script>alert(1)</script> Tan & Co';

async function photoJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function signaturePng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><path d="M20 120 C 120 10, 200 150, 300 60 S 480 140, 580 40" stroke="#111" stroke-width="4" fill="none"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function sampleAgreement(): Promise<AgreementDocument> {
  const photo = await thumbnailDataUrl(await photoJpeg(2000, 1500, '#3b82f6'));
  return {
    business,
    rental: {
      id: 42,
      vehicle: 'Perodua Myvi 1.5 AV',
      plate: 'WXY 1234',
      color: 'Granite Grey',
      startDate: '2026-03-16',
      endDate: '2026-03-19',
      pickupTime: '09:00',
      returnTime: '18:00',
      totalDays: 3,
      rentalPerDay: '400.00',
      deposit: '50.00',
      discount: '15.50',
      grandTotal: '1234.50',
      serviceTaxAdded: '0.00',
      extras: [],
      mileageLimit: 300,
      extraMileageCharge: '0.50',
      fuelLevel: 4,
      currentMileage: 45210,
      finalizedAt: new Date('2026-03-15T10:45:00Z'),
    },
    customer: {
      fullName: HOSTILE_NAME,
      icPassportNumber: '900101-14-5678',
      phone: '+60 12-888 7777',
      email: 'tan@example.com',
      address: '8 Jalan Bukit Bintang, 55100 Kuala Lumpur',
    },
    signature: { dataUrl: imageDataUrl(await signaturePng(), 'image/png'), signedAt: new Date('2026-03-15T10:40:00Z') },
    // Out of order on purpose: the agreement shows them in the wizard's order.
    photos: [
      { type: 'known_damage', dataUrl: photo, takenAt: new Date('2026-03-15T10:36:00Z') },
      { type: 'front_with_customer', dataUrl: photo, takenAt: new Date('2026-03-15T10:30:00Z') },
      { type: 'front', dataUrl: photo, takenAt: new Date('2026-03-15T10:31:00Z') },
      { type: 'back', dataUrl: photo, takenAt: new Date('2026-03-15T10:32:00Z') },
      { type: 'left', dataUrl: photo, takenAt: new Date('2026-03-15T10:33:00Z') },
      { type: 'right', dataUrl: photo, takenAt: new Date('2026-03-15T10:34:00Z') },
      { type: 'interior_mileage', dataUrl: photo, takenAt: new Date('2026-03-15T10:35:00Z') },
    ],
    keyHandoverPhoto: { dataUrl: photo, takenAt: new Date('2026-03-15T10:42:00Z') },
  };
}

function sampleList(count: number): RentalListDocument {
  const statuses = ['awaiting_agreement', 'approved', 'active', 'completed', 'cancelled', 'extension-requested'] as const;
  return {
    business,
    filter: '30days',
    generatedAt: new Date('2026-03-15T16:05:00Z'),
    rows: Array.from({ length: count }, (_unused, index) => ({
      id: index + 1,
      customerName: index === 0 ? HOSTILE_NAME : `Customer Number ${index + 1}`,
      vehicle: index % 2 ? 'Honda City 1.5 V' : 'Perodua Myvi 1.5 AV',
      startDate: '2026-03-01',
      endDate: '2026-03-04',
      totalDays: 3,
      status: statuses[index % statuses.length],
      grandTotal: '1234.50',
    })),
  };
}

/** RM 0.10 + RM 0.20, added in sen: the receipt must say RM 0.30, never 0.30000000000000004. */
function sampleReceipt(overrides: Partial<ReceiptDocument['payment']> = {}): ReceiptDocument {
  return {
    business: bankedBusiness,
    payment: {
      id: 9,
      receiptNumber: 'RCP-2026-000123',
      amount: fromSen(toSen('0.10') + toSen('0.20')),
      paymentMethod: 'qr',
      paymentFor: 'rental-deposit',
      paymentStatus: 'pending',
      transactionId: 'KSR-ABCD1234',
      notes: 'Deposit for <b>Myvi</b>',
      createdAt: new Date('2026-03-15T10:30:00Z'),
      verifiedAt: null,
      ...overrides,
    },
    customer: { fullName: HOSTILE_NAME, email: 'tan@example.com', phone: '+60 12-888 7777' },
    rental: { id: 42, vehicle: 'Perodua Myvi 1.5 AV', startDate: '2026-03-16', endDate: '2026-03-19' },
  };
}

function sampleInvoice(): InvoiceDocument {
  return {
    business: bankedBusiness,
    invoice: {
      id: 7,
      customerName: HOSTILE_NAME,
      invoiceDate: '2026-11-22',
      vehicleRented: 'Honda City 1.5 V - WXY',
      totalDays: 4,
      totalAmount: '1234.50',
      createdAt: new Date('2026-11-22T01:15:00Z'),
    },
  };
}

describe('PDF documents (HTML)', () => {
  it('escapes every value, shows the amounts in RM and the photos in the wizard order with Kuala Lumpur times', async () => {
    const html = agreementHtml(await sampleAgreement(), 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tan &amp; Co');
    for (const text of ['Rental Agreement', 'Rental #42', 'WXY 1234', 'RM 1,234.50', 'RM 400.00', 'RM 1,200.00', '- RM 15.50', 'RM 50.00'])
      expect(html).toContain(text);
    expect(html).toContain('4/8 (50%)');
    expect(html).toContain('45,210 km');
    expect(html).toContain('300 km/day x 3 days &#x3D; 900 km');
    expect(html).toContain('RM 0.50 per km');
    expect(html).toContain('16/03/2026 at 09:00');
    expect(html).toContain('Signed 15/03/2026 18:40');
    const labels = [...html.matchAll(/<div class="photo-label">([^<]+)<\/div>/g)].map((match) => match[1]);
    expect(labels).toEqual(['Front With Customer', 'Front', 'Back', 'Left', 'Right', 'Interior/Mileage', 'Known Damage']);
    expect(html).toContain('Taken 15/03/2026 18:30');
  });

  it('writes the agreement in Malay, and "Unlimited" mileage when the limit is 0', async () => {
    const doc = await sampleAgreement();
    doc.rental.mileageLimit = 0;
    doc.rental.fuelLevel = 8;
    const html = agreementHtml(doc, 'ms');
    for (const text of ['<html lang="ms">', 'Perjanjian Sewaan', 'Hadapan Bersama Pelanggan', 'Tanpa had', '8/8 (Penuh)'])
      expect(html).toContain(text);
    expect(agreementHtml(doc, 'en')).toContain('Unlimited');
  });

  it('lists the rentals with translated statuses, the filter and the totals', () => {
    const html = rentalListHtml({ ...sampleList(6), status: 'active' }, 'en');
    expect(html).not.toContain('<script>');
    for (const text of [
      'Rental Records',
      'Past 30 Days',
      'Status: Active',
      'Generated 16/03/2026 00:05',
      'Awaiting agreement',
      'Extension requested',
      '01/03/2026',
      'Total: 6 rentals',
      '7,407.00',
    ]) {
      expect(html).toContain(text);
    }
    const ms = rentalListHtml(sampleList(1), 'ms');
    for (const text of ['Rekod Sewaan', '30 Hari Lepas', 'Menunggu perjanjian', 'Jumlah: 1 sewaan']) expect(ms).toContain(text);
  });

  it('writes the receipt with the amount in RM, the status, purpose, method, reference, Kuala Lumpur times and the bank', () => {
    const html = receiptHtml(sampleReceipt(), 'en');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Myvi</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tan &amp; Co');
    for (const text of [
      'Payment Receipt',
      'RCP-2026-000123',
      'RM 0.30',
      'Pending verification',
      'Rental deposit',
      'DuitNow QR',
      'KSR-ABCD1234',
      '15/03/2026 18:30',
      'Rental #42',
      'Perodua Myvi 1.5 AV',
      '16/03/2026 to 19/03/2026',
      'Maybank',
      'Kereta Sewa Rental Sdn Bhd',
      '5140 1234 5678',
      'tan@example.com',
      '12 Jalan Ampang',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Verified');

    const paid = receiptHtml(
      sampleReceipt({
        paymentStatus: 'completed',
        verifiedAt: new Date('2026-03-16T02:05:00Z'),
        amount: '1234.5',
        paymentFor: 'damage-compensation',
      }),
      'en',
    );
    for (const text of ['<div class="status completed">Paid</div>', 'Verified', '16/03/2026 10:05', 'RM 1,234.50', 'Damage compensation'])
      expect(paid).toContain(text);
    const noRental = receiptHtml({ ...sampleReceipt({ transactionId: null, notes: null }), rental: null }, 'en');
    expect(noRental).not.toContain('Rental #');
    expect(noRental).toContain('Not provided');
  });

  it('writes the receipt in Malay', () => {
    const html = receiptHtml(sampleReceipt(), 'ms');
    for (const text of [
      '<html lang="ms">',
      'Resit Pembayaran',
      'Menunggu pengesahan',
      'Deposit sewaan',
      'RM 0.30',
      '16/03/2026 hingga 19/03/2026',
      'Nombor akaun',
    ])
      expect(html).toContain(text);
    const paid = receiptHtml(sampleReceipt({ paymentStatus: 'completed', paymentFor: 'fine-payment' }), 'ms');
    expect(paid).toContain('<div class="status completed">Dibayar</div>');
    expect(paid).toContain('Bayaran denda');
  });

  it('writes the invoice: number, date, bill-to, the line, the total in RM and the bank details to pay into', () => {
    const html = invoiceHtml(sampleInvoice(), 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tan &amp; Co');
    for (const text of [
      'Invoice #7',
      '22/11/2026',
      '22/11/2026 09:15',
      'Bill to',
      'Honda City 1.5 V - WXY',
      '4 days',
      'RM 1,234.50',
      'Payment instructions',
      'Maybank',
      '5140 1234 5678',
      '<strong>Invoice #7</strong>',
    ]) {
      expect(html).toContain(text);
    }
    const ms = invoiceHtml({ ...sampleInvoice(), invoice: { ...sampleInvoice().invoice, totalDays: 1, totalAmount: '0.30' } }, 'ms');
    for (const text of ['<html lang="ms">', 'Invois #7', 'Dibilkan kepada', '1 hari', 'RM 0.30', 'Arahan pembayaran'])
      expect(ms).toContain(text);
  });

  it('prints the SST number on receipts and the tax a rental payment contains; a deposit contains none', () => {
    const sst = { number: 'W10-1808-32000123', rateBasisPoints: 800, pricesIncludeTax: false };
    const rentalPayment = {
      ...sampleReceipt({ paymentFor: 'rental-payment', amount: '108.00' }),
      business: { ...bankedBusiness, serviceTax: sst },
    };
    const html = receiptHtml(rentalPayment, 'en');
    for (const text of ['SST registration no. W10-1808-32000123', 'incl. SST 8%: RM 8.00']) expect(html).toContain(text);
    expect(receiptHtml(rentalPayment, 'ms')).toContain('termasuk SST 8%: RM 8.00');
    const deposit = receiptHtml(
      { ...sampleReceipt({ paymentFor: 'rental-deposit' }), business: { ...bankedBusiness, serviceTax: sst } },
      'en',
    );
    expect(deposit).toContain('SST registration no.');
    expect(deposit).not.toContain('incl. SST');
    expect(receiptHtml(sampleReceipt({ paymentFor: 'rental-payment' }), 'en')).not.toContain('SST');
  });

  it("writes a rental's invoice with SST: numbers of the business, the bill-to block, tax per line and in total", () => {
    const doc: InvoiceDocument = {
      business: { ...bankedBusiness, registrationNumber: '202301012345', sstNumber: 'W10-1808-32000123' },
      invoice: {
        ...sampleInvoice().invoice,
        number: 'INV-2026-000123',
        billToAddress: '12 Jalan Ampang, Kuala Lumpur',
        billToPhone: '+60 12-345 6789',
        subtotalAmount: '500.00',
        taxAmount: '40.00',
        taxRateBasisPoints: 800,
        totalAmount: '540.00',
        lines: [
          { category: 'rental_days', description: 'Honda City · 2026-11-22 – 2026-11-26', amount: '500.00', taxAmount: '40.00' },
          { category: 'fuel', description: 'Quarter tank short', amount: '0.00', taxAmount: '0.00' },
        ],
      },
    };
    const html = invoiceHtml(doc, 'en');
    for (const text of [
      'INV-2026-000123',
      'Company registration no. 202301012345',
      'SST registration no. W10-1808-32000123',
      '12 Jalan Ampang, Kuala Lumpur',
      '+60 12-345 6789',
      'Rental days',
      'Fuel',
      'Quarter tank short',
      'Subtotal (before SST)',
      'Service tax (SST 8%)',
      'RM 40.00',
      'RM 540.00',
    ])
      expect(html).toContain(text);
    const ms = invoiceHtml(doc, 'ms');
    for (const text of ['No. pendaftaran SST W10-1808-32000123', 'Hari sewaan', 'Cukai perkhidmatan (SST 8%)']) expect(ms).toContain(text);
    // Not registered: no SST column, number or totals.
    const plain = invoiceHtml({ ...doc, invoice: { ...doc.invoice, taxRateBasisPoints: null } }, 'en');
    for (const text of ['SST registration no.', 'Subtotal (before SST)']) expect(plain).not.toContain(text);
  });

  it('shrinks stored photos to small JPEG thumbnails, as data: URLs', async () => {
    const url = await thumbnailDataUrl(await photoJpeg(2000, 1500, '#ef4444'));
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64')).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 480, height: 360, format: 'jpeg' });
    expect(imageDataUrl(Buffer.from('abc'), 'image/png')).toBe('data:image/png;base64,YWJj');
  });
});

describe('readPdfSettings', () => {
  it('takes PUPPETEER_EXECUTABLE_PATH, else the first system browser that exists, else null', () => {
    expect(readPdfSettings({ PUPPETEER_EXECUTABLE_PATH: '/opt/chrome' }, () => false)).toEqual({ chromiumPath: '/opt/chrome' });
    expect(readPdfSettings({}, (path) => path === '/usr/bin/chromium-browser' || path === '/usr/bin/google-chrome')).toEqual({
      chromiumPath: '/usr/bin/chromium-browser',
    });
    expect(readPdfSettings({ PUPPETEER_EXECUTABLE_PATH: '' }, () => false)).toEqual({ chromiumPath: null });
  });
});

/** CI installs Chromium (/usr/bin/chromium); without it these tests fail, on purpose. */
const chromiumPath = process.env.PUPPETEER_EXECUTABLE_PATH || process.env.CHROMIUM_PATH || readPdfSettings({}).chromiumPath;

describe('PdfRenderer (real Chromium)', () => {
  jest.setTimeout(30_000);
  const renderer = new PdfRenderer({ executablePath: chromiumPath });

  afterAll(() => renderer.onModuleDestroy());

  it('renders the agreement with the hostile name as plain text, and a second document much faster', async () => {
    const doc = await sampleAgreement();
    let started = Date.now();
    const pdf = await renderer.renderDocument(AGREEMENT_PDF, doc, 'en');
    const first = Date.now() - started;
    started = Date.now();
    await renderer.renderDocument(AGREEMENT_PDF, doc, 'en');
    const second = Date.now() - started;
    console.log(
      `agreement PDF: first render ${first} ms (browser launch included), second ${second} ms, ${Math.round(pdf.length / 1024)} KB`,
    );

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(text).toContain('<script>alert(1)</script> Tan & Co');
    expect(text).toContain('WXY 1234');
    expect(text).toContain('RM 1,234.50');
    expect(text).toContain('Page 1 of');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  it('renders the receipt and the invoice as PDFs whose text holds the amounts in RM', async () => {
    const receipt = await renderer.renderDocument(RECEIPT_DOCUMENT, sampleReceipt(), 'en');
    expect(receipt.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Long values wrap onto a second line in the narrow columns.
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    const receiptText = oneLine((await pdfText(receipt)).text);
    for (const text of [
      'RM 0.30',
      'RCP-2026-000123',
      'Pending verification',
      'DuitNow QR',
      '<script>alert(1)</script> Tan & Co',
      '5140 1234 5678',
    ])
      expect(receiptText).toContain(text);

    const invoice = await renderer.renderDocument(INVOICE_PDF, sampleInvoice(), 'en');
    expect(invoice.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text: invoiceText, pages } = await pdfText(invoice);
    const text = oneLine(invoiceText);
    for (const expected of ['Invoice #7', 'RM 1,234.50', '<script>alert(1)</script> Tan & Co', 'Maybank', '5140 1234 5678', 'Page 1 of 1'])
      expect(text).toContain(expected);
    expect(pages).toBe(1);

    const malay = (await pdfText(await renderer.renderDocument(INVOICE_PDF, sampleInvoice(), 'ms'))).text;
    expect(malay).toContain('Invois #7');
    expect(malay).toContain('Halaman 1 daripada 1');
  });

  it('renders the receipt as a JPEG 800 px wide from the same pages, and PDFs still print after it', async () => {
    const started = Date.now();
    const jpeg = await renderer.renderDocumentImage(RECEIPT_DOCUMENT, sampleReceipt(), 'ms');
    console.log(`receipt JPEG: ${Date.now() - started} ms, ${Math.round(jpeg.length / 1024)} KB`);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(IMAGE_WIDTH);
    expect(meta.height).toBeGreaterThan(400);

    const pdf = await renderer.renderDocument(RECEIPT_DOCUMENT, sampleReceipt(), 'en');
    expect((await pdfText(pdf)).text).toContain('RM 0.30');
  });

  it('renders receipt JPEGs two at a time beside a PDF, round after round, each well within the timeout', async () => {
    // Screenshots of a page behind another tab used to wait for a frame until the timeout.
    const quick = new PdfRenderer({ executablePath: chromiumPath, timeoutMs: 10_000 });
    try {
      for (let round = 0; round < 12; round += 1) {
        const started = Date.now();
        const [first, second, pdf] = await Promise.all([
          quick.renderDocumentImage(RECEIPT_DOCUMENT, sampleReceipt(), 'en'),
          quick.renderDocumentImage(RECEIPT_DOCUMENT, sampleReceipt(), 'ms'),
          quick.renderDocument(RECEIPT_DOCUMENT, sampleReceipt(), 'en'),
        ]);
        expect({ round, took: Date.now() - started < 5_000 }).toEqual({ round, took: true });
        expect([...first.subarray(0, 2), ...second.subarray(0, 2)]).toEqual([0xff, 0xd8, 0xff, 0xd8]);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    } finally {
      await quick.onModuleDestroy();
    }
  }, 120_000);

  it('lets a stuck render hold only its own slot: it times out, its browser is replaced, and the other renders finish', async () => {
    const stuck = new PdfRenderer({ executablePath: chromiumPath, timeoutMs: 3_000 });
    try {
      await stuck.render('<p>warm</p>');
      const stuckPid = stuck.browser?.process()?.pid;
      // A screenshot that never comes back until its browser goes away, as the old hang did.
      jest.spyOn(Page.prototype, 'screenshot').mockImplementationOnce(function (this: Page) {
        return new Promise<Uint8Array>((_resolve, reject) => this.browser().once('disconnected', () => reject(new Error('Target closed'))));
      });
      const hung = stuck.renderDocumentImage(RECEIPT_DOCUMENT, sampleReceipt(), 'en');
      const pdfStarted = Date.now();
      const pdf = stuck.renderDocument(RECEIPT_DOCUMENT, sampleReceipt(), 'en');
      const image = stuck.renderDocumentImage(RECEIPT_DOCUMENT, sampleReceipt(), 'en');

      expect((await pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Date.now() - pdfStarted).toBeLessThan(3_000);
      await expect(hung).rejects.toThrow(new ServiceUnavailableException(PDF_FAILED_MESSAGE));
      expect([...(await image).subarray(0, 2)]).toEqual([0xff, 0xd8]);
      expect(stuck.browser?.process()?.pid).not.toBe(stuckPid);
      expect([...(await stuck.renderDocumentImage(RECEIPT_DOCUMENT, sampleReceipt(), 'ms')).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    } finally {
      jest.restoreAllMocks();
      await stuck.onModuleDestroy();
    }
  });

  it("answers 429 past a caller's share and 503 when the queue is full, at once, and counts them free again after", async () => {
    const limited = new PdfRenderer({ executablePath: chromiumPath, admission: new RenderAdmission(3, 2) });
    const alice = { id: 1, role: 'customer' as const };
    const staffOne = { id: 1, role: 'staff' as const };
    try {
      const held = [limited.render('<p>1</p>', {}, alice), limited.render('<p>2</p>', {}, alice)];
      await expect(limited.render('<p>3</p>', {}, alice)).rejects.toThrow(TOO_MANY_RENDERS_MESSAGE);
      // The same number for a staff account is somebody else.
      const third = limited.render('<p>4</p>', {}, staffOne);
      await expect(limited.render('<p>5</p>')).rejects.toThrow(new ServiceUnavailableException(RENDER_QUEUE_FULL_MESSAGE));
      expect(limited.pendingDocuments).toBe(3);
      await Promise.all([...held, third]);
      expect(limited.pendingDocuments).toBe(0);
      expect((await limited.render('<p>6</p>', {}, alice)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await limited.onModuleDestroy();
    }
  });

  it('renders a 120-row list over several pages', async () => {
    const started = Date.now();
    const pdf = await renderer.renderDocument(RENTAL_LIST_PDF, sampleList(120), 'en');
    const { text, pages } = await pdfText(pdf);
    console.log(`120-row list: ${Date.now() - started} ms, ${pages} pages, ${Math.round(pdf.length / 1024)} KB`);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Total: 120 rentals');
    expect(text).toContain('148,140.00');
    // The header row is repeated on every page.
    expect(text.split('Grand Total').length - 1).toBe(pages);
  });

  it('runs no script and fetches nothing', async () => {
    let hits = 0;
    const server: Server = createServer((_request, response) => {
      hits += 1;
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const html = `<p>Static text</p><img src="http://127.0.0.1:${port}/pixel.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/x.css"><script>document.body.textContent = 'SCRIPT RAN'</script>`;
      const { text } = await pdfText(await renderer.render(html));
      expect(text).toContain('Static text');
      expect(text).not.toContain('SCRIPT RAN');
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('bounds concurrency by the page pool and starts a new browser after a crash', async () => {
    const parallel = await Promise.all([1, 2, 3, 4, 5].map((index) => renderer.render(`<h1>Document ${index}</h1>`)));
    expect(parallel.every((pdf) => pdf.subarray(0, 5).toString('latin1') === '%PDF-')).toBe(true);

    const killed = renderer.browser?.process();
    expect(killed?.pid).toBeDefined();
    killed?.kill('SIGKILL');
    const started = Date.now();
    const { text } = await pdfText(await renderer.render('<h1>After the crash</h1>'));
    console.log(`render right after killing Chromium: ${Date.now() - started} ms`);
    expect(text).toContain('After the crash');
    expect(renderer.browser?.process()?.pid).not.toBe(killed?.pid);
  });

  it('replaces a healthy browser after its quota of documents', async () => {
    const small = new PdfRenderer({ executablePath: chromiumPath, maxDocumentsPerBrowser: 2 });
    try {
      await small.render('<p>1</p>');
      const firstPid = small.browser?.process()?.pid;
      await small.render('<p>2</p>');
      expect(small.browser).toBeNull();
      await small.render('<p>3</p>');
      expect(small.browser?.process()?.pid).toBeDefined();
      expect(small.browser?.process()?.pid).not.toBe(firstPid);
    } finally {
      await small.onModuleDestroy();
    }
  });

  it('answers 503 when Chromium is missing or a document takes too long', async () => {
    const missing = new PdfRenderer({ executablePath: '/nonexistent/chromium' });
    await expect(missing.render('<p>x</p>')).rejects.toThrow(new ServiceUnavailableException(PDF_BROWSER_MISSING_MESSAGE));
    const none = new PdfRenderer({ executablePath: null });
    await expect(none.render('<p>x</p>')).rejects.toBeInstanceOf(ServiceUnavailableException);

    const hasty = new PdfRenderer({ executablePath: chromiumPath, timeoutMs: 1 });
    try {
      await expect(hasty.render('<p>x</p>')).rejects.toThrow(new ServiceUnavailableException(PDF_FAILED_MESSAGE));
    } finally {
      await hasty.onModuleDestroy();
    }
  });
});
