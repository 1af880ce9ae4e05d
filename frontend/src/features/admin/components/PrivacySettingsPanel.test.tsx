import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { Session } from '../../../lib/session';
import { mockFetch, type MockResponse, type RecordedCall } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';

const ADMIN: Session = { token: 'jwt-admin', user: { id: 1, username: 'admin', role: 'admin' }, role: 'admin' };
const SETTINGS = 'GET /api/admin/settings/privacy';
const SAVE = 'PUT /api/admin/settings/privacy';
const OFFICER = { name: 'Nurul Huda binti Hassan', email: 'dpo@keretasewa.my', phone: '03-2161 0000' };
const settings = (dpo: typeof OFFICER | null): MockResponse => ({ body: { version: '2026-11-28', dpo } });

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');
const FIRST_LOAD = { timeout: 20_000 };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('admin panel: Privacy', () => {
  it('names the data protection officer: refuses what the server would, then saves', async () => {
    const { calls } = mockFetch({ [SETTINGS]: [settings(null), settings(OFFICER)], [SAVE]: settings(OFFICER) });
    const { user } = renderApp({ path: '/admin?tab=privacy', session: ADMIN });

    const name = await screen.findByRole('textbox', { name: /^Name/ }, FIRST_LOAD);
    expect(screen.getByRole('heading', { name: 'Data protection officer' })).toBeVisible();
    expect(screen.getByText('Privacy notice version: 2026-11-28')).toBeVisible();
    expect(screen.getByText(/No officer saved yet/)).toBeVisible();
    expect(document.title).toMatch(/^Privacy · Admin Panel · /);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    const save = screen.getByRole('button', { name: 'Save Officer' });

    await user.type(name, OFFICER.name);
    await user.type(email, 'not-an-email');
    await user.type(phone, 'call me');
    await user.click(save);
    expect(await screen.findByText("Please enter the data protection officer's e-mail address")).toBeVisible();
    expect(screen.getByText(/Please enter the data protection officer's phone number/)).toBeVisible();
    expect(writes(calls)).toEqual([]);

    await user.clear(email);
    await user.type(email, OFFICER.email);
    await user.clear(phone);
    await user.type(phone, OFFICER.phone);
    await user.click(save);

    expect(await screen.findByText('Data protection officer saved')).toBeVisible();
    expect(screen.getByText(`The privacy notice now names ${OFFICER.name}.`)).toBeVisible();
    const [put] = writes(calls);
    expect(put.headers.get('authorization')).toBe('Bearer jwt-admin');
    expect(JSON.parse(put.body)).toEqual(OFFICER);
  });

  it('shows the saved officer and the server messages in Malay', async () => {
    mockFetch({ [SETTINGS]: settings(OFFICER) });
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/admin?tab=privacy', session: ADMIN });

    const email = await screen.findByRole('textbox', { name: /^E-mel/ }, FIRST_LOAD);
    expect(email).toHaveValue(OFFICER.email);
    expect(screen.getByRole('heading', { name: 'Pegawai perlindungan data' })).toBeVisible();
    await user.clear(email);
    await user.type(email, 'salah');
    await user.click(screen.getByRole('button', { name: 'Simpan Pegawai' }));
    expect(await screen.findByText('Sila masukkan alamat e-mel pegawai perlindungan data')).toBeVisible();
  });
});
