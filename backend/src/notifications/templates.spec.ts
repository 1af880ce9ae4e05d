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
