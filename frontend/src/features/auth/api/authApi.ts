import { api } from '../../../api/base';
import type { StaffAccount } from '../../../api/types';
import type { Credentials } from '../../../lib/validation';

export interface StaffLoginResponse {
  token: string;
  user: StaffAccount;
}

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResponse, Credentials>({
      query: (credentials) => ({ url: '/staff/login', method: 'POST', body: credentials }),
    }),
    adminLogin: build.mutation<StaffLoginResponse, Credentials>({
      query: (credentials) => ({ url: '/admin/login', method: 'POST', body: credentials }),
    }),
  }),
});

export const { useStaffLoginMutation, useAdminLoginMutation } = authApi;
