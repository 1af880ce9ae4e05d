import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { installFakeXhr, type FakeXhr } from '../../../test/fakeXhr';
import { mockFetch } from '../../../test/mockFetch';
import { renderApp } from '../../../test/renderApp';
import { BACK_BUTTON_SX, SUBMIT_BUTTON_SX } from './FormActions';

const DOCUMENT_LABELS = ['IC / Passport', "Driver's License", 'Utility Bill'] as const;
const image = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

// jsdom has no blob: URLs; the previews only need one to exist.
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

type User = ReturnType<typeof renderApp>['user'];

/** /register, once its lazily loaded chunk is in. */
async function renderRegistration() {
  const view = renderApp({ path: '/register' });
  await screen.findByRole('heading', { name: "Let's start your Rental Journey", level: 1 }, { timeout: 5000 });
  return view;
}

async function fillDetails(user: User, email = 'siti@example.com') {
  await user.type(screen.getByLabelText(/^Full name/), 'Siti Nurhaliza');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Phone number/), '013-222 3333');
  await user.type(screen.getByLabelText(/^IC \/ Passport number/), '880808-08-8888');
  await user.type(screen.getByLabelText(/^Address/), '5 Jalan Bukit Bintang, Kuala Lumpur');
}

async function chooseAllDocuments(user: User) {
  await user.upload(screen.getByLabelText('IC / Passport'), image('ic.png'));
  await user.upload(screen.getByLabelText("Driver's License"), image('licence.jpg', 'image/jpeg'));
  await user.upload(screen.getByLabelText('Utility Bill'), image('tnb-bill.webp', 'image/webp'));
}

/** Ticks "I have read and agree to the privacy notice" (the form's one checkbox, in either language). */
async function agreeToPrivacyNotice(user: User) {
  await user.click(screen.getByRole('checkbox'));
}

function lastUpload(xhr: typeof FakeXhr): FakeXhr {
  const request = xhr.sent.at(-1);
  if (!request) throw new Error('nothing was uploaded');
  return request;
}

describe('customer registration', () => {
  it('shows the registration form with its fields, uploads and buttons', async () => {
    mockFetch({});
    await renderRegistration();

    expect(screen.getByRole('heading', { name: "Let's start your Rental Journey", level: 1 })).toBeVisible();
    for (const label of DOCUMENT_LABELS) expect(screen.getByLabelText(label)).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Images are automatically compressed and watermarked.')).toBeVisible();
    // Customers billed by e-mail have no paper bill to photograph.
    expect(screen.getByLabelText('Utility Bill')).toHaveAccessibleDescription('TNB, water or internet. E-bill? Upload a screenshot of it.');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getAllByRole('link', { name: 'Back' }).at(-1)).toHaveAttribute('href', '/');
  });

  it('validates on each change', async () => {
    mockFetch({});
    const { user } = await renderRegistration();

    await user.type(screen.getByLabelText(/^Phone number/), '01234');
    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    await user.type(screen.getByLabelText(/^Phone number/), '56789');
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument());
  });

  it("names the first missing file in a 'Missing Required File' toast and marks every missing upload", async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await user.upload(screen.getByLabelText('IC / Passport'), image('ic.png'));

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Missing Required File');
    expect(toast).toHaveTextContent("Please upload your driver's license image");
    expect(screen.getByLabelText("Driver's License")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Utility Bill')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('IC / Passport')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Please upload your utility bill image')).toBeVisible();
    expect(xhr.sent).toHaveLength(0);
  });

  it('shows the chosen file name and a preview, and refuses files that are not images', async () => {
    mockFetch({});
    const { user } = await renderRegistration();

    await user.upload(screen.getByLabelText('IC / Passport'), image('my-ic.png'));
    expect(screen.getByText('my-ic.png')).toBeVisible();
    expect(screen.getByRole('img', { name: 'IC / Passport preview' })).toHaveAttribute('src', 'blob:preview');

    // The picker's accept filter can be bypassed (drag and drop, "All files"): the form still refuses.
    fireEvent.change(screen.getByLabelText('Utility Bill'), {
      target: { files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please upload a JPEG, PNG or WebP image')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Utility Bill preview' })).not.toBeInTheDocument();
  });

  it('uploads with progress, then says so and opens the login with the e-mail filled in', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user, router } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    const request = lastUpload(xhr);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/customers/register');
    expect(request.form.get('fullName')).toBe('Siti Nurhaliza');
    expect(request.form.get('phone')).toBe('013-222 3333');
    expect(request.form.has('socialMediaHandle')).toBe(false);
    expect((request.form.get('driversLicense') as File).name).toBe('licence.jpg');
    expect((request.form.get('utilityBill') as File).name).toBe('tnb-bill.webp');

    act(() => request.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeVisible();

    act(() => request.respond(201, { id: 12, fullName: 'Siti Nurhaliza', email: 'siti@example.com' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Registration Successful!');
    expect(toast).toHaveTextContent('Your account has been created. You can now sign in.');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('siti@example.com');
  });

  it('with codes on, opens the login at the code step for the new e-mail, and the code signs in', async () => {
    const message = 'Check your e-mail: we have sent a 6-digit code to confirm your account. It is valid for 10 minutes.';
    const { calls } = mockFetch({
      'POST /api/customers/login/verify': {
        body: {
          token: 'jwt-new',
          user: { id: 12, fullName: 'Siti Nurhaliza', email: 'siti@example.com', icPassportNumber: '**********8888' },
        },
      },
    });
    const xhr = installFakeXhr();
    const { user, router, store } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    act(() => lastUpload(xhr).respond(201, { codeRequired: true, email: 'siti@example.com', message }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Registration Successful!');
    expect(toast).toHaveTextContent('We have e-mailed a 6-digit code to siti@example.com. Enter it to activate your account.');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('siti@example.com')).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();

    await user.type(screen.getByLabelText(/^Sign-in code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Explore Our Fleet' })).toBeVisible();
    expect(store.getState().session.token).toBe('jwt-new');
    expect(JSON.parse(calls.find((call) => call.path === '/api/customers/login/verify')?.body ?? '{}')).toEqual({
      email: 'siti@example.com',
      code: '654321',
    });
  });

  it("puts the server's 400 messages on their fields and shows 'Registration Failed'", async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    act(() =>
      lastUpload(xhr).respond(
        400,
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['Please enter your complete address', "Driver's license: Please upload a JPEG, PNG or WebP image"],
          error: 'Bad Request',
          fields: [
            { field: 'address', code: 'IS_REQUIRED_TEXT', message: 'Please enter your complete address' },
            {
              field: 'driversLicense',
              code: 'DOCUMENT_UNUSABLE',
              message: 'Please upload a JPEG, PNG or WebP image',
              params: { reason: 'NOT_AN_IMAGE' },
            },
          ],
        },
        'Bad Request',
      ),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Registration Failed');
    expect(toast).toHaveTextContent("Please enter your complete address; Driver's license: Please upload a JPEG, PNG or WebP image");
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription('Please enter your complete address');
    expect(screen.getByLabelText("Driver's License")).toHaveAccessibleDescription(
      'Front and back, in one image Please upload a JPEG, PNG or WebP image',
    );
    // The toast can show a render before the button is labelled 'Create Account' again.
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('marks the e-mail of an existing account and says so in the toast', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user, router } = await renderRegistration();
    await fillDetails(user, 'aisyah@example.com');
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    act(() =>
      lastUpload(xhr).respond(409, {
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
        error: 'Conflict',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this email already exists');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('reports the 10 MB limit and network failures in the toast', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    act(() => lastUpload(xhr).respond(413, { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Each file must be 10 MB or smaller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each file must be 10 MB or smaller');

    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    act(() => lastUpload(xhr).fail());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error'));
  });
});

describe('consent to the privacy notice', () => {
  it('needs the box ticked before anything is sent, and links to the notice in a new tab', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    const link = screen.getByRole('link', { name: /Read the privacy notice/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Read the privacy notice (opens in a new tab)');
    const consent = screen.getByRole('checkbox', { name: 'I have read and agree to the privacy notice' });
    expect(consent).not.toBeChecked();
    expect(consent).toBeRequired();

    await fillDetails(user);
    await chooseAllDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please read and agree to the privacy notice to create an account')).toBeVisible();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(xhr.sent).toHaveLength(0);

    await user.click(consent);
    expect(consent).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(lastUpload(xhr).form.get('privacyConsent')).toBe('true');
    // Fills the whole form twice over: slow when the machine runs the other suites beside it.
  }, 30_000);

  it("puts the server's PRIVACY_CONSENT_REQUIRED under the box", async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    act(() =>
      lastUpload(xhr).respond(400, {
        statusCode: 400,
        code: 'PRIVACY_CONSENT_REQUIRED',
        message: 'Please read and agree to the privacy notice to create an account',
        error: 'Bad Request',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Please read and agree to the privacy notice to create an account');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please read and agree to the privacy notice to create an account');
  });

  it('asks for consent in Malay', async () => {
    mockFetch({});
    installFakeXhr();
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/register' });
    await screen.findByRole('button', { name: 'Daftar Akaun' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Baca notis privasi (dibuka dalam tab baharu)' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'Daftar Akaun' }));
    expect(await screen.findByText('Sila baca dan setuju dengan notis privasi untuk mencipta akaun')).toBeVisible();
  });
});

describe('customer registration in Bahasa Malaysia', () => {
  it('labels the form, checks it and names the missing file in Malay', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/register' });

    expect(await screen.findByRole('heading', { name: 'Mari Mulakan Perjalanan Sewaan Anda', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Butiran peribadi')).toBeVisible();
    expect(screen.getByText('Imej dimampatkan dan diberi tera air secara automatik.')).toBeVisible();
    for (const label of ['IC / Pasport', 'Lesen Memandu', 'Bil Utiliti']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('accept', 'image/*');
    }
    expect(screen.getByRole('button', { name: 'Daftar Akaun' })).toBeEnabled();

    await user.type(screen.getByLabelText(/^Nombor telefon/), '01234');
    expect(await screen.findByText('Sila masukkan nombor telefon yang sah')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Daftar Akaun' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Fail Wajib Belum Dimuat Naik');
    expect(toast).toHaveTextContent('Sila muat naik imej IC/Pasport anda');
    expect(screen.getByText('Nama penuh diperlukan')).toBeVisible();
    expect(xhr.sent).toHaveLength(0);
  });

  it('sends the language with the registration and reads "Mendaftar Akaun..." while it runs', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    await i18n.changeLanguage('ms');
    const { user } = renderApp({ path: '/register' });
    await screen.findByRole('button', { name: 'Daftar Akaun' }, { timeout: 5000 });
    await user.type(screen.getByLabelText(/^Nama penuh/), 'Siti Nurhaliza');
    await user.type(screen.getByLabelText(/^E-mel/), 'siti@example.com');
    await user.type(screen.getByLabelText(/^Nombor telefon/), '013-222 3333');
    await user.type(screen.getByLabelText(/^Nombor IC \/ Pasport/), '880808-08-8888');
    await user.type(screen.getByLabelText(/^Alamat/), '5 Jalan Bukit Bintang, Kuala Lumpur');
    await user.upload(screen.getByLabelText('IC / Pasport'), image('ic.png'));
    await user.upload(screen.getByLabelText('Lesen Memandu'), image('licence.jpg', 'image/jpeg'));
    expect(screen.getByLabelText('Bil Utiliti')).toHaveAccessibleDescription(
      'TNB, air atau internet. E-bil? Muat naik tangkapan skrinnya.',
    );
    await user.upload(screen.getByLabelText('Bil Utiliti'), image('tnb-bill.webp', 'image/webp'));
    await user.click(screen.getByRole('checkbox', { name: 'Saya telah membaca dan bersetuju dengan notis privasi' }));

    await user.click(screen.getByRole('button', { name: 'Daftar Akaun' }));

    expect(await screen.findByRole('button', { name: 'Mendaftar Akaun...' })).toBeDisabled();
    const request = lastUpload(xhr);
    expect(request.headers['accept-language']).toBe('ms');
    expect(request.form.get('language')).toBe('ms');
    act(() => request.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Kemajuan muat naik' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Memuat naik dokumen...')).toBeVisible();

    act(() => request.respond(201, { id: 12, fullName: 'Siti Nurhaliza', email: 'siti@example.com' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Pendaftaran Berjaya!');
    expect(toast).toHaveTextContent('Akaun anda telah didaftarkan. Anda kini boleh log masuk.');
  });

  it("shows the server's placed messages in Malay and names the failure", async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await act(() => i18n.changeLanguage('ms'));
    await user.click(screen.getByRole('button', { name: 'Daftar Akaun' }));

    act(() =>
      lastUpload(xhr).respond(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['Please enter your complete address', "Driver's license: Please upload a JPEG, PNG or WebP image"],
        error: 'Bad Request',
        fields: [
          { field: 'address', code: 'IS_REQUIRED_TEXT', message: 'Please enter your complete address' },
          {
            field: 'driversLicense',
            code: 'DOCUMENT_UNUSABLE',
            message: 'Please upload a JPEG, PNG or WebP image',
            params: { reason: 'NOT_AN_IMAGE' },
          },
        ],
      }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Pendaftaran Gagal');
    expect(screen.getByLabelText(/^Alamat/)).toHaveAccessibleDescription('Sila masukkan alamat lengkap anda');
    expect(screen.getByLabelText('Lesen Memandu')).toHaveAccessibleDescription(
      'Depan dan belakang, dalam satu imej Sila muat naik imej JPEG, PNG atau WebP',
    );
  });

  it('sends English by default', async () => {
    mockFetch({});
    const xhr = installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(lastUpload(xhr).headers['accept-language']).toBe('en');
    expect(lastUpload(xhr).form.get('language')).toBe('en');
  });
});

describe('the submit button on a 360 px phone', () => {
  it.each([
    ['en', 'Create Account', 'Creating Account...'],
    ['ms', 'Daftar Akaun', 'Mendaftar Akaun...'],
  ])('lets the busy label wrap inside the button (%s)', async (language, submit, pending) => {
    mockFetch({});
    installFakeXhr();
    const { user } = await renderRegistration();
    await fillDetails(user);
    await chooseAllDocuments(user);
    await agreeToPrivacyNotice(user);
    await act(() => i18n.changeLanguage(language));

    await user.click(screen.getByRole('button', { name: submit }));

    // Read from the button's style, not measured (jsdom does no layout): it takes the width Back
    // leaves, may shrink below its label's width, and wraps the label rather than overflow.
    const style = getComputedStyle(await screen.findByRole('button', { name: pending }));
    expect(style.minWidth).toBe('0px');
    expect(style.flexShrink).toBe('1');
    expect(style.whiteSpace).toBe('normal');
    expect(style.overflowWrap).toBe('anywhere');
    // Phones get narrower side padding than MUI's 22 px (jsdom skips media queries, so read the sx).
    expect(SUBMIT_BUTTON_SX.px.xs).toBeLessThan(2.75);
    expect(BACK_BUTTON_SX.px.xs).toBeLessThan(2.625);
  });
});
