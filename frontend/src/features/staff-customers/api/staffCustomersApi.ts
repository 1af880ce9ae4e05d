import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import { toReuploadFormData } from './documents';
import type {
  CustomerFiles,
  CustomerSearchArgs,
  CustomerStatus,
  ErasedCustomer,
  PendingDeletion,
  ReuploadArgs,
  ReuploadResult,
  StaffCustomer,
} from './types';

const DELETIONS_TAG = { type: 'Customer' as const, id: 'DELETIONS' };

/** The file-status strip is tagged apart from the customer, so a status change does not re-check files. */
const filesTag = (id: number) => ({ type: 'Customer' as const, id: `files-${id}` });

const staffCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffCustomers: build.query<Page<StaffCustomer>, CustomerSearchArgs>({
      query: ({ search, page, limit }) => ({
        url: '/staff/customers',
        params: { ...(search ? { search } : {}), page, limit },
      }),
      providesTags: (result) => [
        { type: 'Customer', id: 'LIST' },
        ...(result?.items ?? []).map((customer) => ({ type: 'Customer' as const, id: customer.id })),
      ],
    }),
    getCustomerFiles: build.query<CustomerFiles, number>({
      query: (id) => `/customers/${id}/check-files`,
      providesTags: (_result, _error, id) => [filesTag(id)],
    }),
    // The server writes the staff log itself (action customer_status_updated). The answer is the
    // whole customer, so every cached page is patched in place instead of refetched (the toggle
    // does not flick back while a refetch runs); search results do not depend on the status.
    updateCustomerStatus: build.mutation<StaffCustomer, { id: number; status: CustomerStatus }>({
      query: ({ id, status }) => ({ url: `/staff/customers/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Dashboard', 'StaffLog'],
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const { data: updated } = await queryFulfilled.catch(() => ({ data: null }));
        if (!updated) return;
        const state = getState() as Parameters<typeof staffCustomersApi.util.selectCachedArgsForQuery>[0];
        for (const args of staffCustomersApi.util.selectCachedArgsForQuery(state, 'getStaffCustomers')) {
          dispatch(
            staffCustomersApi.util.updateQueryData('getStaffCustomers', args, (page) => {
              const index = page.items.findIndex((item) => item.id === updated.id);
              if (index >= 0) page.items[index] = updated;
            }),
          );
        }
      },
    }),
    reuploadDocuments: build.mutation<ReuploadResult, ReuploadArgs>({
      query: ({ id, files }) => ({
        url: `/staff/customers/${id}/reupload-documents`,
        method: 'POST',
        body: toReuploadFormData(files) ?? new FormData(),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Customer', id }, filesTag(id), 'StaffLog'],
    }),
    getDeletionRequests: build.query<PendingDeletion[], void>({
      query: () => '/staff/customers/deletion-requests',
      providesTags: [DELETIONS_TAG],
    }),
    // The server erases, logs (customer_erased) and e-mails the customer; the list and the card change.
    eraseCustomer: build.mutation<ErasedCustomer, number>({
      query: (id) => ({ url: `/staff/customers/${id}/erase`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        DELETIONS_TAG,
        { type: 'Customer', id },
        { type: 'Customer', id: 'LIST' },
        filesTag(id),
        'StaffLog',
      ],
    }),
  }),
});

export const {
  useGetStaffCustomersQuery,
  useGetCustomerFilesQuery,
  useUpdateCustomerStatusMutation,
  useReuploadDocumentsMutation,
  useGetDeletionRequestsQuery,
  useEraseCustomerMutation,
} = staffCustomersApi;
