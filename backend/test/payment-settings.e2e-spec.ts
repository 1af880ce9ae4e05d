import request from 'supertest';
import { In } from 'typeorm';
import { AppSetting } from '../src/settings/entities/app-setting.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { decodeQr, duitNowQrImage, duitNowStaticPayload, emvFields, qrImage } from './factories/payment-qr.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

const ADMIN_EMAIL = 'owner@kedai-kereta.test';
const SETTINGS_ACTIONS = ['bank_details_updated', 'payment_qr_uploaded', 'payment_qr_removed'];
/** The rows this suite changes; the run's other suites share the database. */
const SETTING_ROWS = [
  'paymentQrImage',
  'paymentQrPayload',
  'paymentQrPayeeName',
  'paymentQrMerchantCity',
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
];

describe("Payment settings: the QR and bank details are the admin's, logged and e-mailed (API)", () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let staffId: number;
  let staffToken: string;
  let adminId: number;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await smtp.start(), ADMIN_EMAIL });
    // Starts from the environment's account and no uploaded QR, whatever suites before left.
    await t.dataSource.getRepository(AppSetting).delete({ name: In(SETTING_ROWS) });
    staffId = (await makeStaff(t.dataSource)).member.id;
    staffToken = await tokenFor(t.app, staffId, 'staff');
    adminId = (await makeStaff(t.dataSource, { role: 'admin' })).member.id;
    adminToken = await tokenFor(t.app, adminId, 'admin');
    customerToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
  });

  afterAll(async () => {
    // The run's other suites share this database and expect the environment's sample account.
    await t.dataSource.getRepository(AppSetting).delete({ name: In(SETTING_ROWS) });
    await t.close();
    await smtp.stop();
  });

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const settingsLogs = () =>
    t.dataSource
      .getRepository(StaffLog)
      .find({ where: { action: In(SETTINGS_ACTIONS), staffId: In([staffId, adminId]) }, order: { id: 'ASC' } });
  const mailsToAdmin = () => smtp.messages.filter((message) => message.to.includes(ADMIN_EMAIL));
  /** The admin's mails once there are `count` of them (or 10 s have passed). */
  const mailsToAdminOnce = async (count: number) => {
    const deadline = Date.now() + 10_000;
    while (mailsToAdmin().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return mailsToAdmin();
  };
  const customerQr = async () =>
    (await as(customerToken)(request(t.server).get('/api/payments/qr?amount=25.00&idempotencyKey=settings-key-01')).expect(200)).body;
  const newBank = { bankName: 'CIMB Bank', bankAccountName: 'Syarikat Sewa Kereta Ahmad', bankAccountNumber: '8001-2233-4455' };

  it('refuses staff (403) on the QR and the bank details, and changes nothing', async () => {
    const attempts = [
      as(staffToken)(request(t.server).get('/api/admin/settings/payment')),
      as(staffToken)(request(t.server).put('/api/admin/settings/payment')).send(newBank),
      as(staffToken)(request(t.server).put('/api/admin/settings/payment-qr')).attach(
        'qrImage',
        await makePhoto(400, 400, '#000000'),
        'qr.png',
      ),
      as(staffToken)(request(t.server).delete('/api/admin/settings/payment-qr')),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(403);
    // The staff routes that used to replace the QR are gone.
    expect(
      (
        await as(staffToken)(request(t.server).put('/api/staff/settings/payment-qr')).attach(
          'qrImage',
          await makePhoto(400, 400, '#000000'),
          'qr.png',
        )
      ).status,
    ).toBe(404);
    expect((await as(staffToken)(request(t.server).delete('/api/staff/settings/payment-qr'))).status).toBe(404);
    expect((await request(t.server).get('/api/settings/payment-qr')).status).toBe(404);
    await expect(customerQr()).resolves.toMatchObject({
      source: 'bank-transfer',
      image: null,
      bankName: 'Maybank',
      accountName: 'Kereta Sewa Rental Sdn Bhd',
    });
    await expect(settingsLogs()).resolves.toEqual([]);
    expect(mailsToAdmin()).toEqual([]);
  });

  it('lets the admin change the bank details: customers see the new payee with the QR, the change is logged and e-mailed in their language', async () => {
    const before = await as(adminToken)(request(t.server).get('/api/admin/settings/payment')).expect(200);
    expect(before.body).toEqual({
      bankName: 'Maybank',
      bankAccountName: 'Kereta Sewa Rental Sdn Bhd',
      bankAccountNumber: '5140 1234 5678',
      qrUploaded: false,
      qrUpdatedAt: null,
      qrDynamic: false,
      qrPayeeName: null,
      qrMerchantCity: null,
      adminEmail: ADMIN_EMAIL,
    });
    const saved = await as(adminToken)(request(t.server).put('/api/admin/settings/payment'))
      .set('Accept-Language', 'ms')
      .send({ ...newBank, bankName: '  CIMB Bank ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(newBank);

    await expect(customerQr()).resolves.toMatchObject({
      bankName: 'CIMB Bank',
      accountName: 'Syarikat Sewa Kereta Ahmad',
      accountNumber: '8001-2233-4455',
    });
    expect((await request(t.server).get('/api/config')).body).toMatchObject(newBank);

    const [logged] = await settingsLogs();
    expect(logged).toMatchObject({
      staffId: adminId,
      action: 'bank_details_updated',
      details: {
        previousAccountName: 'Kereta Sewa Rental Sdn Bhd',
        previousAccountNumber: '5140 1234 5678',
        accountName: 'Syarikat Sewa Kereta Ahmad',
        accountNumber: '8001-2233-4455',
      },
    });
    const mail = decodeQuotedPrintable((await smtp.waitFor(ADMIN_EMAIL, 10_000)).raw);
    for (const text of [
      'telah mengubah butiran bank',
      'Sebelum',
      'Kereta Sewa Rental Sdn Bhd',
      'Syarikat Sewa Kereta Ahmad',
      '8001-2233-4455',
    ])
      expect(mail).toContain(text);

    // The same values again change nothing and report nothing.
    await as(adminToken)(request(t.server).put('/api/admin/settings/payment')).send(newBank).expect(200);
    await expect(settingsLogs()).resolves.toHaveLength(1);
  });

  it.each([
    ['no bank name', { bankName: '  ' }, 'Please enter the bank name (at most 100 characters)'],
    ['a long account name', { bankAccountName: 'A'.repeat(101) }, "Please enter the account holder's name (at most 100 characters)"],
    [
      'letters in the account number',
      { bankAccountNumber: 'abc-12345' },
      'Please enter the account number: 6 to 20 digits, spaces or dashes allowed',
    ],
    ['too few digits', { bankAccountNumber: '12345' }, 'Please enter the account number: 6 to 20 digits, spaces or dashes allowed'],
    ['a number as the name', { bankName: 42 }, 'Please enter the bank name (at most 100 characters)'],
  ])('refuses %s with 400 and its message, changing nothing', async (_name, change, message) => {
    const response = await as(adminToken)(request(t.server).put('/api/admin/settings/payment')).send({
      ...newBank,
      bankAccountName: 'Someone Else',
      ...change,
    });
    expect(response.status).toBe(400);
    expect([response.body.message].flat()).toEqual([message]);
    await expect(customerQr()).resolves.toMatchObject({ accountName: 'Syarikat Sewa Kereta Ahmad' });
  });

  it('lets the admin upload, replace and remove the QR, each logged and e-mailed with the payee it pays; removing none reports nothing', async () => {
    const sentBefore = mailsToAdmin().length;
    const uploaded = await as(adminToken)(request(t.server).put('/api/admin/settings/payment-qr'))
      .attach('qrImage', await duitNowQrImage({ payeeName: 'SEWA KERETA AHMAD', merchantCity: 'SHAH ALAM' }), 'duitnow.png')
      .expect(200);
    expect(uploaded.body).toEqual({ uploaded: true, payeeName: 'SEWA KERETA AHMAD', merchantCity: 'SHAH ALAM' });
    await expect(customerQr()).resolves.toMatchObject({
      source: 'duitnow-qr',
      payeeName: 'SEWA KERETA AHMAD',
      merchantCity: 'SHAH ALAM',
      accountName: 'Syarikat Sewa Kereta Ahmad',
    });
    expect((await as(adminToken)(request(t.server).get('/api/admin/settings/payment'))).body).toMatchObject({
      qrUploaded: true,
      qrUpdatedAt: expect.any(String),
      qrDynamic: true,
      qrPayeeName: 'SEWA KERETA AHMAD',
      qrMerchantCity: 'SHAH ALAM',
    });
    const uploadMail = decodeQuotedPrintable((await mailsToAdminOnce(sentBefore + 1))[sentBefore].raw);
    expect(uploadMail).toContain('uploaded a new payment QR code');
    expect(uploadMail).toContain('Banking apps show its payee as');
    expect(uploadMail).toContain('SEWA KERETA AHMAD');

    // A replacement reads the new QR; the customer's QR pays the new payee.
    await as(adminToken)(request(t.server).put('/api/admin/settings/payment-qr'))
      .attach('qrImage', await duitNowQrImage({ payeeName: 'KERETA SEWA RAKYAT', merchantCity: 'IPOH' }), 'duitnow-2.png')
      .expect(200);
    const scanned = emvFields((await decodeQr((await customerQr()).image as string)) as string).fields;
    expect(scanned).toMatchObject({ '54': '25.00', '59': 'KERETA SEWA RAKYAT', '60': 'IPOH' });

    await as(adminToken)(request(t.server).delete('/api/admin/settings/payment-qr')).expect(200);
    await as(adminToken)(request(t.server).delete('/api/admin/settings/payment-qr')).expect(200);
    await expect(customerQr()).resolves.toMatchObject({ source: 'bank-transfer', image: null, payeeName: null });
    expect((await as(adminToken)(request(t.server).get('/api/admin/settings/payment'))).body).toMatchObject({
      qrUploaded: false,
      qrDynamic: false,
      qrPayeeName: null,
      qrMerchantCity: null,
    });
    await expect(t.dataSource.getRepository(AppSetting).countBy({ name: In(SETTING_ROWS.slice(0, 4)) })).resolves.toBe(0);
    expect((await settingsLogs()).map((entry) => [entry.action, entry.staffId, entry.details])).toEqual([
      ['bank_details_updated', adminId, expect.any(Object)],
      ['payment_qr_uploaded', adminId, { payeeName: 'SEWA KERETA AHMAD', merchantCity: 'SHAH ALAM' }],
      ['payment_qr_uploaded', adminId, { payeeName: 'KERETA SEWA RAKYAT', merchantCity: 'IPOH' }],
      ['payment_qr_removed', adminId, null],
    ]);
    const sent = (await mailsToAdminOnce(sentBefore + 3)).slice(sentBefore).map((message) => decodeQuotedPrintable(message.raw));
    // Upload, replacement and one removal: the second removal reported nothing.
    expect(sent).toHaveLength(3);
    expect(sent[1]).toContain('KERETA SEWA RAKYAT');
    expect(sent[2]).toContain('removed the uploaded payment QR code');
    expect(sent[2]).toContain('Customers now see the bank details to transfer to.');
  });

  it.each([
    ['an image with no QR code in it', () => makePhoto(600, 600, '#000000'), 'PAYMENT_QR_UNREADABLE'],
    ['a QR code holding plain text', () => qrImage('hello'), 'PAYMENT_QR_NOT_PAYMENT'],
    ['a QR code holding a web address', () => qrImage('https://pay.example.com/kedai'), 'PAYMENT_QR_NOT_PAYMENT'],
    ['an EMVCo payload with a wrong CRC', () => qrImage(`${duitNowStaticPayload().slice(0, -4)}0000`), 'PAYMENT_QR_NOT_PAYMENT'],
    ['a payment QR in another currency', () => duitNowQrImage({ currency: '702' }), 'PAYMENT_QR_NOT_RINGGIT'],
  ])('refuses %s with a coded 400, changing nothing and reporting nothing', async (_name, image, code) => {
    const uploadMails = mailsToAdmin().length;
    await as(adminToken)(request(t.server).put('/api/admin/settings/payment-qr'))
      .attach('qrImage', await duitNowQrImage({ payeeName: 'THE RIGHT PAYEE' }), 'duitnow.png')
      .expect(200);
    const settingsBefore = (await as(adminToken)(request(t.server).get('/api/admin/settings/payment'))).body;
    const rowsBefore = await t.dataSource.getRepository(AppSetting).findBy({ name: In(SETTING_ROWS) });
    const logsBefore = (await settingsLogs()).length;
    const mailsBefore = (await mailsToAdminOnce(uploadMails + 1)).length;

    const refused = await as(adminToken)(request(t.server).put('/api/admin/settings/payment-qr')).attach(
      'qrImage',
      await image(),
      'qr.png',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code });
    expect(refused.body.message).toMatch(/QR code/);

    await expect(t.dataSource.getRepository(AppSetting).findBy({ name: In(SETTING_ROWS) })).resolves.toEqual(rowsBefore);
    expect((await as(adminToken)(request(t.server).get('/api/admin/settings/payment'))).body).toEqual(settingsBefore);
    await expect(customerQr()).resolves.toMatchObject({ source: 'duitnow-qr', payeeName: 'THE RIGHT PAYEE' });
    await expect(settingsLogs()).resolves.toHaveLength(logsBefore);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsToAdmin()).toHaveLength(mailsBefore);
  });
});
