import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { bearer, cameraPhoto, registerCustomer, staffLogin, useCustomerSession, useStaffSession } from './apiFixtures';
import { toast } from './helpers';

/**
 * Money end to end on a phone: a customer pays (by transfer: no QR is uploaded), uploads the proof, finds the payment in
 * the history and downloads its receipt; staff verify it; staff generate, download and delete an
 * invoice.
 */

async function downloadedPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: download.suggestedFilename(),
    head: readFileSync(await download.path())
      .subarray(0, 4)
      .toString(),
  };
}

test.describe('money', () => {
  test('a customer pays by bank transfer (no QR uploaded) with a proof and downloads the receipt; staff verify the payment', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}p`);

    await page.setViewportSize({ width: 390, height: 844 });
    await useCustomerSession(page, customer);
    await page.goto('/payment');
    await page.getByRole('spinbutton', { name: /^Amount/ }).fill('150.50');
    await page.getByRole('combobox', { name: /^Payment purpose/ }).selectOption('rental-payment');
    await expect(page.getByRole('radio', { name: /Card/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // No DuitNow QR is uploaded in this run, so there is no QR to scan: the bank account to transfer
    // to, the amount and the server's reference, each with a tap-sized copy button.
    const transfer = page.getByRole('region', { name: 'Pay by Bank Transfer' });
    await expect(transfer.getByTestId('qr-reference')).toBeVisible();
    await expect(transfer.getByRole('img')).toHaveCount(0);
    const config = (await (await request.get('/api/config')).json()) as { bankAccountName: string; bankAccountNumber: string };
    await expect(transfer.getByRole('region', { name: 'Transfer to' })).toContainText(config.bankAccountName);
    await expect(transfer.getByRole('region', { name: 'Transfer to' })).toContainText(config.bankAccountNumber);
    await expect(transfer.getByTestId('qr-amount')).toHaveText('RM 150.50');
    for (const label of ['Copy bank name', 'Copy account name', 'Copy account number', 'Copy amount', 'Copy payment reference']) {
      expect((await transfer.getByRole('button', { name: label }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const reference = (await page.getByTestId('qr-reference').innerText()).trim();
    expect(reference).toMatch(/^PAY-[0-9A-HJKMNP-TV-Z]{12}$/);
    await page.getByRole('button', { name: 'Payment Done' }).click();

    // The proof screen: upload a photo of the bank slip.
    await expect(page.getByRole('region', { name: 'Upload Payment Proof' })).toBeVisible();
    await page.getByLabel('Payment proof image').setInputFiles(await cameraPhoto('#eeeeee', 'bank-slip.jpg'));
    await page.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(toast(page, 'Payment Completed Successfully!')).toBeVisible();

    const history = await request.get('/api/payments/customer', { headers: bearer(customer.token) });
    const [payment] = (
      (await history.json()) as { items: Array<{ id: number; receiptNumber: string; transactionId: string; proofUploaded: boolean }> }
    ).items;
    expect(payment).toMatchObject({ transactionId: reference, proofUploaded: true });

    // History: the payment with its receipt.
    await page.getByRole('tab', { name: 'Payment History' }).click();
    const card = page.getByRole('article', { name: payment.receiptNumber });
    await expect(card).toContainText('RM 150.50');
    await expect(card).toContainText('Pending');
    const receipt = await downloadedPdf(page, () =>
      card.getByRole('button', { name: `Download Receipt ${payment.receiptNumber} (PDF)` }).click(),
    );
    expect(receipt).toEqual({ name: `receipt-${payment.receiptNumber}.pdf`, head: '%PDF' });
    await expect(toast(page, 'Receipt Downloaded!')).toBeVisible();

    // Staff verify it in the Payments tab.
    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const staffPage = await staffContext.newPage();
    await useStaffSession(staffPage, staff);
    await staffPage.goto('/staff?tab=payments');
    const pending = staffPage.getByRole('article', { name: payment.receiptNumber });
    await expect(pending).toContainText(customer.fullName);
    await pending.getByRole('button', { name: 'Mark Completed' }).click();
    await staffPage.getByRole('dialog', { name: 'Mark Payment Completed' }).getByRole('button', { name: 'Mark Completed' }).click();
    await expect(toast(staffPage, 'Status Updated')).toBeVisible();
    await staffContext.close();

    await page.reload();
    await expect(page.getByRole('article', { name: payment.receiptNumber })).toContainText('Completed');
  });

  test('staff generate an invoice, download it and delete it', async ({ page, request }) => {
    // A form, a PDF rendered and downloaded, and a delete: close to 30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    const staff = await staffLogin(request);
    const customerName = `Invoice Customer ${Date.now()}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await useStaffSession(page, staff);
    await page.goto('/staff?tab=invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();
    await page
      .getByRole('button', { name: /^Generate (First )?Invoice$/ })
      .first()
      .click();

    const dialog = page.getByRole('dialog', { name: 'Generate Invoice' });
    await expect(dialog.getByRole('region', { name: 'Company details' })).toContainText('Maybank');
    await dialog.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(dialog.getByText('Customer name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Customer Name/ }).fill(customerName);
    await dialog.getByRole('textbox', { name: /^Vehicle Rented/ }).fill('Perodua Myvi 1.5 AV');
    await dialog.getByRole('spinbutton', { name: /^Total Days/ }).fill('3');
    await dialog.getByRole('spinbutton', { name: /^Total Amount/ }).fill('420.30');
    await dialog.getByRole('button', { name: 'Generate Invoice' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(dialog).toBeHidden();

    const newest = await request.get('/api/staff/invoices?limit=1', { headers: bearer(staff.token) });
    const [created] = ((await newest.json()) as { items: Array<{ number: string; customerName: string; totalAmount: string }> }).items;
    expect(created).toMatchObject({ customerName, totalAmount: '420.30' });
    expect(created.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const { number } = created;
    // The card and the saved file carry the invoice's number.
    const invoice = page.getByRole('article', { name: number });
    const pdf = await downloadedPdf(page, () => invoice.getByRole('button', { name: 'Download Invoice' }).click());
    expect(pdf.name).toMatch(new RegExp(`^invoice-${number}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect(pdf.head).toBe('%PDF');

    await invoice.getByRole('button', { name: 'Delete Invoice' }).click();
    await page.getByRole('dialog', { name: 'Delete Invoice' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Success').last()).toBeVisible();
    await expect(page.getByRole('article', { name: number })).toHaveCount(0);
  });
});
