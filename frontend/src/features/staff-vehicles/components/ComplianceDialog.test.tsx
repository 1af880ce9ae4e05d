import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch } from '../../../test/mockFetch';
import { renderStaffTab } from '../../../test/staffApp';
import type { ComplianceItem, VehicleCompliance } from '../api/types';
import { staffVehicle } from '../test/staffVehicleFixture';

const insurance: ComplianceItem = {
  kind: 'insurance',
  expiresOn: '2026-12-03',
  daysLeft: -2,
  state: 'lapsed',
  policyNumber: 'P-778812',
  insurer: 'Etiqa',
  hasDocument: false,
  updatedBy: 'siti',
  updatedAt: '2026-11-01T02:00:00.000Z',
};
const roadTax: ComplianceItem = {
  ...insurance,
  kind: 'road_tax',
  expiresOn: '2026-12-17',
  daysLeft: 12,
  state: 'expiring',
  policyNumber: null,
  insurer: null,
};

const MYVI = staffVehicle({ compliance: [roadTax, insurance] });

const LIST = { 'GET /api/staff/vehicles': { body: { items: [MYVI], total: 1, page: 1, limit: 100 } } };
const dates = (items: ComplianceItem[]): { body: VehicleCompliance } => ({
  body: { vehicleId: 1, vehicleDisplayName: 'Perodua Myvi - WXY', items },
});

/** The multipart fields of a recorded request body, by name (files by their file name). */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g))
    fields[match[1]] = match[2] ?? match[3];
  return fields;
}

describe('a car’s road tax, insurance and permits', () => {
  it('the card flags what has lapsed or lapses soon, and its Papers open the four dates', async () => {
    mockFetch({ ...LIST, 'GET /api/staff/vehicles/1/compliance': dates([roadTax, insurance]) });
    const { user } = await renderStaffTab('vehicles');

    const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    const flags = within(card).getByRole('list', { name: 'Papers of Perodua Myvi - WXY: road tax, insurance and permits' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Road tax expires in 12 days', 'Insurance lapsed 2 days ago']);

    await user.click(within(card).getByRole('button', { name: 'Papers of Perodua Myvi - WXY: road tax, insurance and permits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Road tax, insurance and permits: Perodua Myvi - WXY' });
    const insuranceCard = await within(dialog).findByRole('region', { name: 'Insurance' });
    expect(insuranceCard).toHaveTextContent('Lapsed');
    expect(insuranceCard).toHaveTextContent('Insurance lapsed 2 days ago');
    expect(insuranceCard).toHaveTextContent('Expires 03/12/2026');
    expect(insuranceCard).toHaveTextContent('Etiqa · P-778812');
    expect(within(dialog).getByRole('region', { name: 'Road tax' })).toHaveTextContent('Expiring');
    expect(within(dialog).getByRole('region', { name: 'Puspakom inspection' })).toHaveTextContent('Not recorded');
    expect(within(dialog).getByRole('button', { name: 'Record Permit' })).toBeVisible();
  });

  it('records a renewed insurance with its document, opened from Today’s link', async () => {
    const { calls } = mockFetch({
      ...LIST,
      'GET /api/staff/vehicles/1/compliance': dates([insurance]),
      'PUT /api/staff/vehicles/1/compliance/insurance': dates([{ ...insurance, expiresOn: '2027-12-02', daysLeft: 362, state: 'valid' }]),
    });
    const { user } = await renderStaffTab('vehicles&compliance=1');

    const dialog = await screen.findByRole('dialog', { name: 'Road tax, insurance and permits: Perodua Myvi - WXY' });
    await user.click(await within(dialog).findByRole('button', { name: 'Renew Insurance' }));
    const form = await screen.findByRole('dialog', { name: 'Renew Insurance' });
    expect(within(form).getByRole('textbox', { name: 'Insurer' })).toHaveValue('Etiqa');
    const expiry = within(form).getByRole('textbox', { name: /^Expiry date/ });
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await user.clear(expiry);
    await user.type(expiry, '02/12/2027');
    await user.clear(within(form).getByRole('textbox', { name: 'Policy number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Policy number' }), 'P-990001');
    await user.upload(within(form).getByLabelText(/Document picture/), new File(['cover note'], 'cover-note.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Date Saved')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(formFields(put?.body ?? '')).toEqual({
      expiresOn: '2027-12-02',
      policyNumber: 'P-990001',
      insurer: 'Etiqa',
      // The test's fetch names every file 'blob'; the server reads the bytes, not the name.
      document: expect.any(String),
    });
  });

  it('asks before removing a date, and speaks Bahasa Malaysia', async () => {
    const { calls } = mockFetch({
      ...LIST,
      'GET /api/staff/vehicles/1/compliance': dates([roadTax]),
      'DELETE /api/staff/vehicles/1/compliance/road_tax': dates([]),
    });
    const { user } = await renderStaffTab('vehicles&compliance=1');
    const dialog = await screen.findByRole('dialog', { name: 'Road tax, insurance and permits: Perodua Myvi - WXY' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Road tax' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this date?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Date Removed')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    await act(() => i18n.changeLanguage('ms'));
    expect(await screen.findByRole('dialog', { name: 'Cukai jalan, insurans dan permit: Perodua Myvi - WXY' })).toBeVisible();
  });
});
