import { renderTemplate } from '../pdf/templates';
import { emailTemplate } from './email-templates';

const business = { name: 'Kereta Sewa Rental', address: '1 Jalan Test, Kuala Lumpur', phone: '+60 3-1234 5678' };
const received = {
  business,
  customerName: 'Tan & Co',
  requestId: 12,
  vehicleName: 'Honda City - PNG',
  startDate: '2026-12-01',
  endDate: '2026-12-04',
  totalDays: 3,
  dailyRate: '160.00',
  deposit: '250.00',
  estimatedTotal: '730.00',
  customerMessage: 'Pickup at KLIA',
};

describe('e-mail templates', () => {
  it('write the English texts, dates as dd/mm/yyyy and the plain-text table aligned', () => {
    const text = renderTemplate(emailTemplate('booking-request-received.txt.hbs'), received, 'en');
    expect(text).toContain('Kereta Sewa Rental - booking request received\n\nDear Tan &amp; Co,\n');
    expect(text).toContain(
      [
        'Reference:       #12',
        'Vehicle:         Honda City - PNG',
        'Pickup:          01/12/2026',
        'Return:          04/12/2026',
        'Days:            3',
        'Rate:            RM 160.00 / day',
        'Deposit:         RM 250.00 (refundable)',
        'Estimated total: RM 730.00',
        'Your message: "Pickup at KLIA"',
      ].join('\n'),
    );
  });

  it('write the same e-mail in Malay, with the lang attribute to match', () => {
    const text = renderTemplate(emailTemplate('booking-request-received.txt.hbs'), received, 'ms');
    expect(text).toContain('Tarikh Ambil:    01/12/2026\nTarikh Pulang:   04/12/2026');
    expect(text).toContain('Anggaran jumlah: RM 730.00');
    const html = renderTemplate(emailTemplate('booking-request-received.html.hbs'), received, 'ms');
    expect(html).toContain('<html lang="ms">');
    expect(html).toContain('<p>Kepada Tan &amp; Co,</p>');
    expect(html).toContain('Deposit (boleh dikembalikan)');
  });

  it('make the bold parts of a sentence <strong> in HTML only, and escape the values', () => {
    const decision = {
      business,
      approved: true,
      customerName: 'A',
      requestId: 7,
      vehicleName: 'Kancil <Turbo>',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      totalDays: 3,
      reason: null,
    };
    expect(renderTemplate(emailTemplate('booking-request-decision.html.hbs'), decision, 'en')).toContain(
      '<p>Good news: your booking request <strong>#7</strong> for <strong>Kancil &lt;Turbo&gt;</strong> from 01/12/2026 to 04/12/2026 (3 days) is approved.</p>',
    );
    expect(renderTemplate(emailTemplate('booking-request-decision.txt.hbs'), decision, 'ms')).toContain(
      'Berita baik: permohonan tempahan anda #7 untuk Kancil &lt;Turbo&gt; dari 01/12/2026 hingga 04/12/2026 (3 hari) telah diluluskan.',
    );
  });

  it('tell the admin who changed the bank details, before and after, in either language, values escaped', () => {
    const before = { bankName: 'Maybank', bankAccountName: 'Kereta Sewa Rental Sdn Bhd', bankAccountNumber: '5140 1234 5678' };
    const after = { bankName: 'CIMB Bank', bankAccountName: 'Ahmad <Sewa>', bankAccountNumber: '8001-2233-4455' };
    const context = {
      business,
      username: 'admin',
      when: '26/11/2026, 16:30',
      bankDetails: true,
      qrUploaded: false,
      qrPayee: null,
      qrRemoved: false,
      before,
      after,
    };
    const text = renderTemplate(emailTemplate('payment-settings-changed.txt.hbs'), context, 'en');
    expect(text).toContain('admin changed the bank details customers pay to on 26/11/2026, 16:30.');
    expect(text).toContain('Before:\nBank:            Maybank\nAccount name:    Kereta Sewa Rental Sdn Bhd');
    expect(text).toContain('Now:\nBank:            CIMB Bank\nAccount name:    Ahmad &lt;Sewa&gt;\nAccount number:  8001-2233-4455');
    const html = renderTemplate(emailTemplate('payment-settings-changed.html.hbs'), context, 'ms');
    expect(html).toContain('<strong>admin</strong> telah mengubah butiran bank');
    expect(html).toContain('<strong>Ahmad &lt;Sewa&gt;</strong>');
    const qr = renderTemplate(
      emailTemplate('payment-settings-changed.txt.hbs'),
      { ...context, bankDetails: false, qrUploaded: true, qrPayee: 'KEDAI <SEWA>', before: null, after: null },
      'en',
    );
    expect(qr).toContain('admin uploaded a new payment QR code on 26/11/2026, 16:30.');
    expect(qr).toContain('Banking apps show its payee as KEDAI &lt;SEWA&gt;.');
    expect(qr).not.toContain('Before');
  });
});

describe('customer notices', () => {
  const bank = { bankName: 'Maybank', bankAccountName: 'Kereta Sewa Rental Sdn Bhd', bankAccountNumber: '5140 1234 5678' };
  const cancelled = {
    business,
    customerName: 'Siti',
    rentalId: 9,
    vehicleName: 'Proton Saga - VBN',
    startDate: '2026-12-01',
    endDate: '2026-12-04',
    reason: 'Plans <changed>',
    free: false,
    feePercent: 20,
    freeDays: 3,
    paid: '300.00',
    fee: '93.00',
    refundDue: '207.00',
    refunding: true,
    stillOwed: null,
    paymentLink: 'https://rental.example.my/payment',
  };

  it('tell the customer the cancellation fee and the refund due, in English and Malay, the reason escaped', () => {
    const text = renderTemplate(emailTemplate('rental-cancelled.txt.hbs'), cancelled, 'en');
    expect(text).toContain('Your rental #9 of Proton Saga - VBN from 01/12/2026 to 04/12/2026 has been cancelled.');
    expect(text).toContain('Reason: Plans &lt;changed&gt;');
    expect(text).toContain(
      'The cancellation fee is 20% of the rental charges, as the booking was cancelled less than 3 days before pickup.',
    );
    expect(text).toContain('You paid:        RM 300.00\nCancellation fee: RM 93.00\nRefund due to you: RM 207.00');
    expect(text).toContain('We will refund RM 207.00 to you');
    const html = renderTemplate(emailTemplate('rental-cancelled.html.hbs'), { ...cancelled, free: true, fee: '0.00' }, 'ms');
    expect(html).toContain('<html lang="ms">');
    expect(html).toContain('Tiada caj pembatalan dikenakan.');
    expect(html).not.toContain('Caj pembatalan ialah');
    const owing = renderTemplate(
      emailTemplate('rental-cancelled.txt.hbs'),
      { ...cancelled, paid: '0.00', refundDue: '0.00', refunding: false, stillOwed: '93.00' },
      'ms',
    );
    expect(owing).toContain('Baki perlu dibayar: RM 93.00');
    expect(owing).toContain('Sila bayar RM 93.00 yang masih tertunggak di Portal Pembayaran di https://rental.example.my/payment');
    expect(owing).not.toContain('Bayaran balik');
  });

  it('confirm a booking staff made and remind of a balance, with how to pay, in either language', () => {
    const booking = {
      business,
      customerName: 'Lim',
      rentalId: 4,
      vehicleName: 'Honda City - PNG',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      pickupTime: '10:00',
      returnTime: '18:00',
      totalDays: 2,
      rentalPerDay: '150.00',
      deposit: '200.00',
      grandTotal: '500.00',
      paymentLink: 'https://rental.example.my/payment',
      bank,
    };
    const text = renderTemplate(emailTemplate('booking-confirmed.txt.hbs'), booking, 'en');
    expect(text).toContain('Pickup:          01/12/2026 at 10:00\nReturn:          03/12/2026 at 18:00');
    expect(text).toContain('Total:           RM 500.00');
    expect(text).toContain('Account number:  5140 1234 5678');
    expect(renderTemplate(emailTemplate('booking-confirmed.html.hbs'), booking, 'ms')).toContain('Cara membayar');

    const reminder = { ...booking, balanceDue: '320.00' };
    expect(renderTemplate(emailTemplate('balance-reminder.txt.hbs'), reminder, 'en')).toContain(
      'Your rental #4 of Honda City - PNG starts on 01/12/2026 at 10:00. There is still RM 320.00 to pay.',
    );
    expect(renderTemplate(emailTemplate('balance-reminder.html.hbs'), reminder, 'ms')).toContain(
      'bermula pada 01/12/2026, jam 10:00. Masih ada <strong>RM 320.00</strong> yang perlu dibayar.',
    );
  });
});
