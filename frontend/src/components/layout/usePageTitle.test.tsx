import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createAppStore } from '../../app/store';
import { i18n } from '../../i18n';
import { EMPTY_SESSION } from '../../lib/session';
import { mockFetch } from '../../test/mockFetch';
import { renderApp } from '../../test/renderApp';
import { renderStaffTab } from '../../test/staffApp';
import { usePageTitle } from './usePageTitle';

const CONFIG = { 'GET /api/config': { body: { businessName: 'Kereta Sewa Maju', businessPhone: '+60 12-345 6789' } } };

/** A screen named by a catalogue text, as the real screens are. */
function Screen() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('title'));
  return null;
}

function Dialog({ name }: { name?: string }) {
  usePageTitle(name);
  return null;
}

function renderHarness(children: ReactNode) {
  return render(<AppProviders store={createAppStore(EMPTY_SESSION)}>{children}</AppProviders>);
}

describe('usePageTitle', () => {
  it('names the tab "<page> · <business>", in the reader\'s language as it changes', async () => {
    mockFetch(CONFIG);
    renderHarness(<Screen />);
    await waitFor(() => expect(document.title).toBe('My Bookings · Kereta Sewa Maju'));

    await act(() => i18n.changeLanguage('ms'));
    await waitFor(() => expect(document.title).toBe('Tempahan Saya · Kereta Sewa Maju'));
  });

  it("uses the generic name in the reader's language until the business's settings answer", async () => {
    mockFetch({ 'GET /api/config': { status: 500 } });
    await act(() => i18n.changeLanguage('ms'));
    renderHarness(<Screen />);
    await waitFor(() => expect(document.title).toBe('Tempahan Saya · Sewa Kenderaan'));
  });

  it('hands the tab back when a dialog that named it closes', async () => {
    mockFetch(CONFIG);
    const store = createAppStore(EMPTY_SESSION);
    const screenWithDialog = (name?: string) => (
      <AppProviders store={store}>
        <Screen />
        <Dialog name={name} />
      </AppProviders>
    );
    const { rerender } = render(screenWithDialog('Perodua Myvi - WXY 1234'));
    await waitFor(() => expect(document.title).toBe('Perodua Myvi - WXY 1234 · Kereta Sewa Maju'));

    rerender(screenWithDialog(undefined));
    await waitFor(() => expect(document.title).toBe('My Bookings · Kereta Sewa Maju'));
  });
});

describe('page titles of the screens', () => {
  it('the front page is the business alone; the fleet is "Our Fleet", and "Armada Kami" in Malay', async () => {
    mockFetch(CONFIG);
    const { unmount } = renderApp();
    await screen.findByRole('heading', { name: 'Welcome', level: 1 });
    await waitFor(() => expect(document.title).toBe('Kereta Sewa Maju'));
    unmount();

    renderApp({ path: '/vehicles' });
    await waitFor(() => expect(document.title).toBe('Our Fleet · Kereta Sewa Maju'));
    await act(() => i18n.changeLanguage('ms'));
    await waitFor(() => expect(document.title).toBe('Armada Kami · Kereta Sewa Maju'));
  });

  it('each staff tab names the browser tab', async () => {
    mockFetch(CONFIG);
    const { user } = await renderStaffTab('dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · Staff Dashboard · Kereta Sewa Maju'));

    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    await waitFor(() => expect(document.title).toBe('Bookings · Staff Dashboard · Kereta Sewa Maju'));
  });
});
