import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockFetch, type MockResponse } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const CONFIG: MockResponse = {
  body: {
    businessName: 'Kereta Sewa Rental',
    businessPhone: '+60 12-345 6789',
    businessWhatsapp: '60123456789',
    authorTag: 'KSR',
    businessAddress: '12 Jalan Ampang, 50450 Kuala Lumpur',
    bankName: 'Maybank',
    bankAccountName: 'Kereta Sewa Rental Sdn Bhd',
    bankAccountNumber: '5140 1234 5678',
    customerSignInCode: false,
    serviceTax: { registered: false, rateBasisPoints: 0, pricesInclude: true },
  },
};
const OFFICER = { name: 'Nurul Huda binti Hassan', email: 'dpo@keretasewa.my', phone: '+60 3-2161 0000' };
const notice = (dpo: typeof OFFICER | null): MockResponse => ({ body: { version: '2026-11-28', dpo, documentRetentionMonths: 18 } });

/** The first render also waits for the page's chunk, slow on a small machine. */
const FIRST_LOAD = { timeout: 20_000 };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/privacy', () => {
  it('shows the notice, its version from the server and the data protection officer', async () => {
    mockFetch({ 'GET /api/config': CONFIG, 'GET /api/privacy-notice': notice(OFFICER) });
    renderApp({ path: '/privacy' });

    expect(await screen.findByRole('heading', { name: 'Privacy notice', level: 1 }, FIRST_LOAD)).toBeVisible();
    expect(await screen.findByText('Version 2026-11-28')).toBeVisible();
    expect(document.title).toMatch(/^Privacy notice · /);
    for (const heading of [
      'What we collect',
      'Why we use it',
      'Who sees it',
      'How long we keep it',
      'Your rights',
      'If your data is breached',
      'Whom to contact',
    ]) {
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    expect(screen.getByText(/Personal Data Protection Act 2010 \(as amended in 2024\)/)).toBeVisible();
    expect(screen.getByText(/Images of your IC or passport, your driving licence and a utility bill/)).toBeVisible();
    expect(screen.getByText(/We do not sell, rent or trade your personal data/)).toBeVisible();
    expect(screen.getByText(/deleted automatically 18 months after your last rental ends/)).toBeVisible();
    expect(screen.getByText(/stored encrypted/)).toBeVisible();
    expect(screen.getByText(/Withdraw your consent at any time/)).toBeVisible();
    expect(screen.getByText(/within 72 hours/)).toBeVisible();

    const contact = screen.getByRole('region', { name: 'Whom to contact' });
    expect(await within(contact).findByText(OFFICER.name)).toBeVisible();
    expect(within(contact).getByRole('link', { name: OFFICER.email })).toHaveAttribute('href', `mailto:${OFFICER.email}`);
    expect(within(contact).getByRole('link', { name: OFFICER.phone })).toHaveAttribute('href', 'tel:+60321610000');
  });

  it("names the business's own phone and address while no officer is set", async () => {
    mockFetch({ 'GET /api/config': CONFIG, 'GET /api/privacy-notice': notice(null) });
    renderApp({ path: '/privacy' });

    const contact = await screen.findByRole('region', { name: 'Whom to contact' }, FIRST_LOAD);
    expect(
      await within(contact).findByText(
        'We have not named a data protection officer on this page yet. Please contact Kereta Sewa Rental directly: call +60 12-345 6789, or write to 12 Jalan Ampang, 50450 Kuala Lumpur.',
      ),
    ).toBeVisible();
  });

  it('reads in Bahasa Malaysia when that is the chosen language', async () => {
    mockFetch({ 'GET /api/config': CONFIG, 'GET /api/privacy-notice': notice(OFFICER) });
    await i18n.changeLanguage('ms');
    renderApp({ path: '/privacy' });

    expect(await screen.findByRole('heading', { name: 'Notis privasi', level: 1 }, FIRST_LOAD)).toBeVisible();
    expect(await screen.findByText('Versi 2026-11-28')).toBeVisible();
    for (const heading of ['Apa yang kami kumpul', 'Hak anda', 'Jika data anda dilanggar', 'Siapa yang perlu dihubungi']) {
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    expect(screen.getByText(/Akta Perlindungan Data Peribadi 2010/)).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Siapa yang perlu dihubungi' });
    expect(await within(contact).findByText('Pegawai Perlindungan Data kami')).toBeVisible();
    expect(within(contact).getByText(OFFICER.name)).toBeVisible();
  });

  it('is linked from every page footer', async () => {
    mockFetch({ 'GET /api/config': CONFIG, 'GET /api/privacy-notice': notice(null) });
    const { user, router } = renderApp({ path: '/' });
    await user.click(await screen.findByRole('link', { name: 'Privacy notice' }, FIRST_LOAD));
    expect(router.state.location.pathname).toBe('/privacy');
  });
});
