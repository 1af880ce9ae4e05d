import { api } from '../../../api/base';
import type { CustomerLogin } from '../utils/loginSchema';
import type { CustomerLoginResult, CustomerSession, SignInCodeCheck } from './types';

const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerLogin: build.mutation<CustomerLoginResult, CustomerLogin>({
      query: (body) => ({ url: '/customers/login', method: 'POST', body }),
    }),
    verifySignInCode: build.mutation<CustomerSession, SignInCodeCheck>({
      query: (body) => ({ url: '/customers/login/verify', method: 'POST', body }),
    }),
  }),
});

export const { useCustomerLoginMutation, useVerifySignInCodeMutation } = customersApi;
