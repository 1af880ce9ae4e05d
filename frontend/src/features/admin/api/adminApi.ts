import { api } from '../../../api/base';
import type { StaffAccount } from '../../../api/types';
import type { Credentials } from '../../../lib/validation';

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStaff: build.mutation<StaffAccount, Credentials>({
      query: (credentials) => ({ url: '/staff/create', method: 'POST', body: credentials }),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }],
    }),
  }),
});

export const { useCreateStaffMutation } = adminApi;
