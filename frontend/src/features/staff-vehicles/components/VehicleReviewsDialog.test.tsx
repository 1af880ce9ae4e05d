import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderStaffTab } from '../../../test/staffApp';
import { staffVehicle } from '../test/staffVehicleFixture';
import type { StaffReview, StaffVehicle } from '../api/types';

const MYVI: StaffVehicle = staffVehicle({ registrationDate: null, photoUrl: '/api/vehicle-photos/myvi.jpg' });

function review(overrides: Partial<StaffReview> & Pick<StaffReview, 'id' | 'customerName'>): StaffReview {
  return {
    rentalId: 40 + overrides.id,
    vehicleId: 1,
    vehicleName: 'Perodua Myvi 1.5 AV',
    customerId: 10 + overrides.id,
    rating: 5,
    reviewText: null,
    isPublic: true,
    isHidden: false,
    createdAt: '2026-11-02T03:30:00.000Z',
    ...overrides,
  };
}

const SITI = review({ id: 7, customerName: 'Siti Hajar', rating: 4, reviewText: 'Clean car, smooth pickup at KLIA.' });
const WEI_MING = review({
  id: 8,
  customerName: 'Tan Wei Ming',
  rating: 2,
  isPublic: false,
  isHidden: true,
  createdAt: '2026-10-20T01:00:00.000Z',
});

interface Seen {
  method: string;
  url: URL;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The staff vehicle list and a small review store: hide and show change it and answer the review. */
function fakeApi(reviews: StaffReview[], { total = reviews.length, limit = 10 } = {}) {
  const seen: Seen[] = [];
  const store = reviews.map((item) => ({ ...item }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      seen.push({ method: request.method, url });
      if (request.method === 'GET' && url.pathname === '/api/staff/vehicles') return json({ items: [MYVI], total: 1, page: 1, limit: 100 });
      if (request.method === 'GET' && url.pathname === '/api/staff/reviews') {
        const page = Number(url.searchParams.get('page'));
        return json({ items: page === 1 ? store : [], total, page, limit });
      }
      const moderation = /^\/api\/staff\/reviews\/(\d+)\/(hide|show)$/.exec(url.pathname);
      if (moderation && request.method === 'PATCH') {
        const target = store.find((item) => item.id === Number(moderation[1]));
        if (!target) return json({ statusCode: 404, message: 'Review not found' }, 404);
        target.isHidden = moderation[2] === 'hide';
        return json(target);
      }
      return json({ statusCode: 404, message: 'Not Found' }, 404);
    }),
  );
  return { seen, patches: () => seen.filter((call) => call.method === 'PATCH').map((call) => call.url.pathname) };
}

async function openReviews() {
  const view = await renderStaffTab('vehicles');
  const card = await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
  await view.user.click(within(card).getByRole('button', { name: 'Reviews of Perodua Myvi - WXY' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reviews: Perodua Myvi - WXY' });
  return { ...view, dialog };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Vehicles tab's review moderation", () => {
  it("lists the vehicle's reviews, private and hidden ones too, with stars, name, date and text", async () => {
    const api = fakeApi([SITI, WEI_MING]);
    const { dialog } = await openReviews();

    const siti = await within(dialog).findByRole('article', { name: 'Siti Hajar' });
    expect(within(dialog).getByText('2 reviews, newest first')).toBeVisible();
    expect(within(siti).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(siti).toHaveTextContent('Rental #47 · 02/11/2026');
    expect(siti).toHaveTextContent('Clean car, smooth pickup at KLIA.');
    expect(within(siti).queryByText('Private')).not.toBeInTheDocument();
    expect(within(siti).queryByText('Hidden')).not.toBeInTheDocument();

    const weiMing = within(dialog).getByRole('article', { name: 'Tan Wei Ming' });
    expect(within(weiMing).getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    expect(within(weiMing).getByText('Private')).toBeVisible();
    expect(within(weiMing).getByText('Hidden')).toBeVisible();
    expect(within(weiMing).getByText('No written comment')).toBeVisible();
    expect(within(weiMing).getByRole('button', { name: 'Show the review by Tan Wei Ming' })).toBeEnabled();

    const list = api.seen.find((call) => call.url.pathname === '/api/staff/reviews');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({ vehicleId: '1', page: '1', limit: '10' });
  });

  it('hides a review only after asking, then shows another again', async () => {
    const api = fakeApi([SITI, WEI_MING]);
    const { user, dialog } = await openReviews();
    const siti = await within(dialog).findByRole('article', { name: 'Siti Hajar' });

    await user.click(within(siti).getByRole('button', { name: 'Hide the review by Siti Hajar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hide this review?' });
    expect(confirm).toHaveTextContent("Siti Hajar's review will no longer show on the vehicle's page.");
    expect(api.patches()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Hide Review' }));

    expect(await screen.findByText('Review Hidden')).toBeVisible();
    expect(screen.getByText("Siti Hajar's review no longer shows to customers.")).toBeVisible();
    expect(api.patches()).toEqual(['/api/staff/reviews/7/hide']);
    // The confirmation closes; the review, patched from the answer, is marked hidden and offers Show.
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(siti).getByText('Hidden')).toBeVisible();
    expect(within(siti).getByRole('button', { name: 'Show the review by Siti Hajar' })).toBeEnabled();

    const weiMing = within(dialog).getByRole('article', { name: 'Tan Wei Ming' });
    await user.click(within(weiMing).getByRole('button', { name: 'Show the review by Tan Wei Ming' }));

    expect(await screen.findByText('Review Shown')).toBeVisible();
    expect(api.patches()).toEqual(['/api/staff/reviews/7/hide', '/api/staff/reviews/8/show']);
    await waitFor(() => expect(within(weiMing).queryByText('Hidden')).not.toBeInTheDocument());
    expect(within(weiMing).getByText('Private')).toBeVisible();
    expect(within(weiMing).getByRole('button', { name: 'Hide the review by Tan Wei Ming' })).toBeEnabled();
  });

  it("says 'No reviews yet' for a vehicle nobody has reviewed", async () => {
    fakeApi([]);
    const { dialog } = await openReviews();
    expect(await within(dialog).findByText('No reviews yet')).toBeVisible();
  });

  it('pages through many reviews', async () => {
    const api = fakeApi([SITI, WEI_MING], { total: 12 });
    const { user, dialog } = await openReviews();
    await within(dialog).findByRole('article', { name: 'Siti Hajar' });

    await user.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));

    await waitFor(() => expect(api.seen.some((call) => call.url.searchParams.get('page') === '2')).toBe(true));
  });

  it('speaks Bahasa Malaysia: the list, its chips and the confirmation', async () => {
    fakeApi([SITI, WEI_MING]);
    const { user } = await renderStaffTab('vehicles');
    await screen.findByRole('article', { name: 'Perodua Myvi - WXY' });
    await act(() => i18n.changeLanguage('ms'));

    await user.click(screen.getByRole('button', { name: 'Ulasan untuk Perodua Myvi - WXY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan: Perodua Myvi - WXY' });
    const weiMing = await within(dialog).findByRole('article', { name: 'Tan Wei Ming' });
    expect(within(weiMing).getByRole('img', { name: '2 daripada 5 bintang' })).toBeVisible();
    expect(within(weiMing).getByText('Peribadi')).toBeVisible();
    expect(within(weiMing).getByText('Disembunyikan')).toBeVisible();
    expect(within(dialog).getByText('2 ulasan, yang terbaharu dahulu')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Sembunyikan ulasan oleh Siti Hajar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sembunyikan ulasan ini?' });
    expect(within(confirm).getByRole('button', { name: 'Sembunyikan Ulasan' })).toBeEnabled();
  });
});
