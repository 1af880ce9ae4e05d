import { api } from '../../../api/base';
import type { Page, StaffAccount, StaffSession } from '../../../api/types';
import type { Credentials } from '../../../lib/validation';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** A staff account as the admin sees it (GET /api/staff/members): never a password hash. */
export interface StaffMemberView {
  id: number;
  username: string;
  role: 'staff' | 'admin';
  createdAt: string;
}

/** One entry of the staff activity log (GET /api/admin/logs). A removed member's entries keep their username. */
export interface StaffLogView {
  id: number;
  staffId: number | null;
  staffUsername: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
  timestamp: string;
  /** Sent by a staff member's app (POST /api/staff/logs) rather than recorded by the server with the change. */
  reportedByClient: boolean;
}

/** The activity view shows the newest entries only. */
export const ACTIVITY_LIMIT = 15;

/** Entries per page of the full activity log. */
export const LOG_PAGE_SIZE = 20;

export interface StaffLogArgs {
  /** One staff member's entries; all of them when left out. */
  staffId?: number;
  page?: number;
  limit: number;
  /** First and last Kuala Lumpur days, "YYYY-MM-DD", both included. */
  from?: string;
  to?: string;
}

/** The bank account customers pay to (PUT /api/admin/settings/payment). */
export interface BankDetails {
  bankName: string;
  /** The payee name customers see beside the QR. */
  bankAccountName: string;
  bankAccountNumber: string;
}

/** GET /api/admin/settings/payment. */
export interface PaymentSettings extends BankDetails {
  qrUploaded: boolean;
  qrUpdatedAt: string | null;
  /** Where every change is e-mailed (ADMIN_EMAIL); null when it is not set. */
  adminEmail: string | null;
}

function qrForm(image: File): FormData {
  const form = new FormData();
  form.append('qrImage', image, image.name);
  return form;
}

export interface StaffPasswordReset {
  id: number;
  newPassword: string;
}

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
    resetStaffPassword: build.mutation<unknown, StaffPasswordReset>({
      query: ({ id, newPassword }) => ({ url: `/staff/${id}/reset-password`, method: 'PATCH', body: { newPassword } }),
      invalidatesTags: [MEMBERS_TAG, 'StaffActivity'],
    }),
    removeStaff: build.mutation<{ success: true }, number>({
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
    uploadPaymentQr: build.mutation<{ uploaded: boolean }, File>({
      query: (image) => ({ url: '/admin/settings/payment-qr', method: 'PUT', body: qrForm(image) }),
      invalidatesTags: ['PaymentSettings', 'StaffActivity', 'StaffLog'],
    }),
    removePaymentQr: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/admin/settings/payment-qr', method: 'DELETE' }),
      invalidatesTags: ['PaymentSettings', 'StaffActivity', 'StaffLog'],
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
} = adminApi;
