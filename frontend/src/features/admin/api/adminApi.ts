import { api } from '../../../api/base';
import type { StaffAccount, StaffSession } from '../../../api/types';
import type { Credentials } from '../../../lib/validation';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStaff: build.mutation<StaffAccount, Credentials>({
      query: (credentials) => ({ url: '/staff/create', method: 'POST', body: credentials }),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }],
    }),
    // Answers with a new token: every older one, this browser's included, stops working.
    changeAdminPassword: build.mutation<StaffSession, PasswordChange>({
      query: (body) => ({ url: '/admin/password', method: 'PATCH', body }),
    }),
  }),
});

export const { useCreateStaffMutation, useChangeAdminPasswordMutation } = adminApi;
