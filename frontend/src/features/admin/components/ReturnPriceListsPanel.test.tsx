import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session';
import { mockFetch, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const LISTS = {
  fees: [{ id: 1, category: 'smoking', nameEn: 'Smoking in the car', nameMs: 'Merokok di dalam kereta', amount: '200.00', active: true }],
  damagePrices: [
    { kind: 'scratch', size: 'small', amount: '50.00' },
    { kind: 'dent', size: 'large', amount: '600.00' },
  ],
};

const bodyOf = (calls: RecordedCall[], method: string, path: string): unknown => {
  const call = calls.find((recorded) => recorded.method === method && recorded.path === path);
  return call ? JSON.parse(call.body) : undefined;
};

describe('Return prices (admin)', () => {
  it('changes a damage price and a fee, and adds a fee', async () => {
    const { calls } = mockFetch({
      'GET /api/staff/return-price-lists': { body: LISTS },
      'PUT /api/admin/damage-prices': { body: LISTS },
      'PUT /api/admin/return-fees/1': { body: LISTS },
      'POST /api/admin/return-fees': { body: LISTS },
    });
    renderApp({ path: '/admin?tab=returnPrices', session: ADMIN });

    const dentRow = (await screen.findByText('Dent · Large')).parentElement as HTMLElement;
    fireEvent.change(within(dentRow).getByLabelText('Amount (RM)'), { target: { value: '650.00' } });
    fireEvent.click(within(dentRow).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'PUT', '/api/admin/damage-prices')).toEqual({ kind: 'dent', size: 'large', amount: '650.00' }),
    );

    const names = screen.getAllByLabelText('Name (English)');
    fireEvent.change(names[0], { target: { value: 'Smoking or vaping in the car' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() =>
      expect(bodyOf(calls, 'PUT', '/api/admin/return-fees/1')).toEqual({
        category: 'smoking',
        nameEn: 'Smoking or vaping in the car',
        nameMs: 'Merokok di dalam kereta',
        amount: '200.00',
        active: true,
      }),
    );

    fireEvent.change(names[1], { target: { value: 'Sand in the boot' } });
    fireEvent.change(screen.getAllByLabelText('Name (Malay)')[1], { target: { value: 'Pasir di dalam but' } });
    fireEvent.change(screen.getAllByLabelText('Amount (RM)')[1], { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fee' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'POST', '/api/admin/return-fees')).toEqual({
        category: 'cleaning',
        nameEn: 'Sand in the boot',
        nameMs: 'Pasir di dalam but',
        amount: '40',
        active: true,
      }),
    );
  });
});
