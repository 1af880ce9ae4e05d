import { api } from '../../../api/base';
import type { Page, QueryOf, Schema, StaffAccount, StaffSession } from '../../../api/types';
import type { Credentials } from '../../../lib/validation';

export type PasswordChange = Schema<'ChangePasswordDto'>;

/** A staff account as the admin sees it (GET /api/staff/members): never a password hash. */
export type StaffMemberView = Schema<'StaffMemberView'>;

/** One entry of the staff activity log (GET /api/admin/logs). A removed member's entries keep their username. */
export type StaffLogView = Schema<'StaffLogView'>;

/** The activity view shows the newest entries only. */
export const ACTIVITY_LIMIT = 15;

/** Entries per page of the full activity log. */
export const LOG_PAGE_SIZE = 20;

/** One staff member's entries when staffId is given; from and to are Kuala Lumpur days, both included. */
export type StaffLogArgs = QueryOf<'StaffActivityController_page'> & { limit: number };

/** The bank account customers pay to (PUT /api/admin/settings/payment). */
export type BankDetails = Schema<'BankDetailsDto'>;

/** GET /api/admin/settings/payment. */
export type PaymentSettings = Schema<'PaymentSettingsView'>;

/** How the business books its cars (GET /api/admin/settings/booking): the hours a car rests between rentals. */
export type BookingSettings = Schema<'BookingSettingsView'>;

/** PUT /api/admin/settings/booking. */
export type BookingSettingsChange = Schema<'BookingSettingsDto'>;

/** The privacy notice's version and its data protection officer, or null (GET /api/admin/settings/privacy). */
export type PrivacySettings = Schema<'PrivacyNoticeView'>;

/** PUT /api/admin/settings/privacy: the data protection officer the /privacy page names. */
export type PrivacyOfficer = Schema<'PrivacyOfficerDto'>;

function qrForm(image: File): FormData {
  const form = new FormData();
  form.append('qrImage', image, image.name);
  return form;
}

export type StaffPasswordReset = Pick<StaffMemberView, 'id'> & Schema<'ResetPasswordDto'>;

const MEMBERS_TAG = { type: 'StaffMember' as const, id: 'LIST' };

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffMembers: build.query<StaffMemberView[], void>({
      query: () => '/staff/members',
      providesTags: [MEMBERS_TAG],
    }),
    getStaffLogs: build.query<Page<StaffLogView>, StaffLogArgs>({
      query: ({ page = 1, ...filters }) => ({ url: '/admin/logs', params: { page, ...filters } }),
      providesTags: ['StaffActivity', 'StaffLog'],
    }),
    createStaff: build.mutation<StaffAccount, Credentials>({
      query: (credentials) => ({ url: '/staff/create', method: 'POST', body: credentials }),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }, MEMBERS_TAG, 'StaffActivity'],
    }),
    resetStaffPassword: build.mutation<StaffMemberView, StaffPasswordReset>({
      query: ({ id, newPassword }) => ({ url: `/staff/${id}/reset-password`, method: 'PATCH', body: { newPassword } }),
      invalidatesTags: [MEMBERS_TAG, 'StaffActivity'],
    }),
    removeStaff: build.mutation<Schema<'StaffRemovedView'>, number>({
      query: (id) => ({ url: `/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }, MEMBERS_TAG, 'StaffActivity'],
    }),
    getPaymentSettings: build.query<PaymentSettings, void>({
      query: () => '/admin/settings/payment',
      providesTags: ['PaymentSettings'],
    }),
    // Every change is logged: the activity views show it at once.
    saveBankDetails: build.mutation<PaymentSettings, BankDetails>({
      query: (body) => ({ url: '/admin/settings/payment', method: 'PUT', body }),
      invalidatesTags: ['PaymentSettings', 'StaffActivity', 'StaffLog'],
    }),
    uploadPaymentQr: build.mutation<Schema<'PaymentQrUploadedView'>, File>({
      query: (image) => ({ url: '/admin/settings/payment-qr', method: 'PUT', body: qrForm(image) }),
      invalidatesTags: ['PaymentSettings', 'StaffActivity', 'StaffLog'],
    }),
    removePaymentQr: build.mutation<Schema<'PaymentQrRemovedView'>, void>({
      query: () => ({ url: '/admin/settings/payment-qr', method: 'DELETE' }),
      invalidatesTags: ['PaymentSettings', 'StaffActivity', 'StaffLog'],
    }),
    getBookingSettings: build.query<BookingSettings, void>({
      query: () => '/admin/settings/booking',
      providesTags: ['BookingSettings'],
    }),
    // The change is logged like the payment settings, so the activity views refresh with it.
    saveBookingSettings: build.mutation<BookingSettings, BookingSettingsChange>({
      query: (body) => ({ url: '/admin/settings/booking', method: 'PUT', body }),
      invalidatesTags: ['BookingSettings', 'StaffActivity', 'StaffLog'],
    }),
    getPrivacySettings: build.query<PrivacySettings, void>({
      query: () => '/admin/settings/privacy',
      providesTags: ['PrivacyNotice'],
    }),
    // The public notice reads the same officer: it refreshes too, and the logged change shows in the activity views.
    savePrivacyOfficer: build.mutation<PrivacySettings, PrivacyOfficer>({
      query: (body) => ({ url: '/admin/settings/privacy', method: 'PUT', body }),
      invalidatesTags: ['PrivacyNotice', 'StaffActivity', 'StaffLog'],
    }),
    // Answers with a new token: every older one, this browser's included, stops working.
    changeAdminPassword: build.mutation<StaffSession, PasswordChange>({
      query: (body) => ({ url: '/admin/password', method: 'PATCH', body }),
    }),
  }),
});

export const {
  useGetStaffMembersQuery,
  useGetStaffLogsQuery,
  useCreateStaffMutation,
  useResetStaffPasswordMutation,
  useRemoveStaffMutation,
  useChangeAdminPasswordMutation,
  useGetPaymentSettingsQuery,
  useSaveBankDetailsMutation,
  useUploadPaymentQrMutation,
  useRemovePaymentQrMutation,
  useGetBookingSettingsQuery,
  useSaveBookingSettingsMutation,
  useGetPrivacySettingsQuery,
  useSavePrivacyOfficerMutation,
} = adminApi;
