import { api } from '../../../api/base';
import type { StaffSession } from '../../../api/types';
import type { Credentials } from '../../../lib/validation';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffSession, Credentials>({
      query: (credentials) => ({ url: '/staff/login', method: 'POST', body: credentials }),
    }),
    adminLogin: build.mutation<StaffSession, Credentials>({
      query: (credentials) => ({ url: '/admin/login', method: 'POST', body: credentials }),
    }),
  }),
});

export const { useStaffLoginMutation, useAdminLoginMutation } = authApi;
