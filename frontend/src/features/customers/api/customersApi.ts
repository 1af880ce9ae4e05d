import { api } from '../../../api/base';
import type { CustomerLogin } from '../utils/loginSchema';
import type { CustomerSession } from './types';

const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerLogin: build.mutation<CustomerSession, CustomerLogin>({
      query: (body) => ({ url: '/customers/login', method: 'POST', body }),
    }),
  }),
});

export const { useCustomerLoginMutation } = customersApi;
