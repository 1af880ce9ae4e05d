import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/mockFetch';
import { renderApp } from '../../test/renderApp';

const config = {
  businessName: 'Kereta Sewa Maju',
  businessPhone: '+60 12-345 6789',
  businessWhatsapp: '60123456789',
  authorTag: 'ksm-dev',
};

describe('header and footer', () => {
  it('show the business name, call-now link and signature from /api/config', async () => {
    mockFetch({ 'GET /api/config': { body: config } });
    renderApp();

    expect(await screen.findByText('Kereta Sewa Maju')).toBeVisible();
    expect(document.title).toBe('Kereta Sewa Maju');
    expect(screen.getByText('Vehicle Rental System by ksm-dev')).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: /call now/i })) {
      expect(link).toHaveAttribute('href', 'tel:+60123456789');
    }
  });

  it('still render when the config cannot be loaded', async () => {
    const { calls } = mockFetch({ 'GET /api/config': { status: 500 } });
    renderApp();

    await screen.findByRole('heading', { name: 'Welcome' });
    expect(calls.some((call) => call.path === '/api/config')).toBe(true);
    expect(screen.getByText('Vehicle Rental')).toBeVisible();
    expect(screen.queryByRole('link', { name: /call now/i })).not.toBeInTheDocument();
  });

  it('back from vehicle viewing goes to customer login', () => {
    mockFetch({});
    renderApp({ path: '/vehicles' });

    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  });
});
