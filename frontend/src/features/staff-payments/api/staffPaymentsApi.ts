import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type {
  PaymentListArgs,
  PaymentStatusBody,
  StaffPayment,
  StatementColumnsBody,
  StatementImport,
  StatementLine,
  StatementLineArgs,
  StatementSettings,
} from './types';

function statementForm(file: File): FormData {
  const form = new FormData();
  form.append('statement', file, file.name);
  return form;
}

const STATEMENT_LINES = { type: 'BankStatementLine' as const, id: 'LIST' };

const staffPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffPayments: build.query<Page<StaffPayment>, PaymentListArgs>({
      query: ({ status, search, page, limit }) => ({
        url: '/staff/payments',
        params: { status: status === 'all' ? undefined : status, search: search || undefined, page, limit },
      }),
      providesTags: (result) => [
        { type: 'StaffPayment', id: 'LIST' },
        ...(result?.items ?? []).map((payment) => ({ type: 'StaffPayment' as const, id: payment.id })),
      ],
    }),
    // A verified payment moves the dashboard's figures, the rental's paid state, the customer's
    // own history and the staff log.
    updatePaymentStatus: build.mutation<StaffPayment, { id: number } & PaymentStatusBody>({
      query: ({ id, ...body }) => ({ url: `/staff/payments/${id}/status`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'StaffPayment', id },
        { type: 'StaffPayment', id: 'LIST' },
        'Dashboard',
        'Rental',
        'Payment',
        'StaffLog',
      ],
    }),
    // Moving a payment moves the money on both rentals' accounts.
    attachPayment: build.mutation<StaffPayment, { id: number; rentalId: number }>({
      query: ({ id, rentalId }) => ({ url: `/staff/payments/${id}/attach`, method: 'POST', body: { rentalId } }),
      invalidatesTags: (_result, _error, { id }) => afterMove(id),
    }),
    detachPayment: build.mutation<StaffPayment, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/payments/${id}/detach`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => afterMove(id),
    }),
    getStatementSettings: build.query<StatementSettings, void>({
      query: () => '/staff/bank-statements/columns',
      providesTags: ['BankStatementSettings'],
    }),
    saveStatementColumns: build.mutation<StatementSettings, StatementColumnsBody>({
      query: (body) => ({ url: '/staff/bank-statements/columns', method: 'PUT', body }),
      invalidatesTags: ['BankStatementSettings', 'StaffLog'],
    }),
    importStatement: build.mutation<StatementImport, File>({
      query: (file) => ({ url: '/staff/bank-statements', method: 'POST', body: statementForm(file) }),
      invalidatesTags: [STATEMENT_LINES, 'StaffLog'],
    }),
    getStatementLines: build.query<Page<StatementLine>, StatementLineArgs>({
      query: ({ status, page, limit }) => ({
        url: '/staff/bank-statements/lines',
        params: { status: status === 'all' ? undefined : status, page, limit },
      }),
      providesTags: (result) => [
        STATEMENT_LINES,
        ...(result?.items ?? []).map((line) => ({ type: 'BankStatementLine' as const, id: line.id })),
      ],
    }),
    // Confirming completes the payment, as Mark Completed does: the same figures move, and
    // another line proposed for that payment goes back to the unmatched ones.
    confirmStatementLine: build.mutation<StatementLine, number>({
      query: (id) => ({ url: `/staff/bank-statements/lines/${id}/confirm`, method: 'POST' }),
      invalidatesTags: (result, _error, id) => [
        { type: 'BankStatementLine', id },
        STATEMENT_LINES,
        ...(result?.matchedPayment ? [{ type: 'StaffPayment' as const, id: result.matchedPayment.id }] : []),
        { type: 'StaffPayment', id: 'LIST' },
        'Dashboard',
        'Rental',
        'RentalAccount',
        'Payment',
        'StaffLog',
      ],
    }),
    ignoreStatementLine: build.mutation<StatementLine, number>({
      query: (id) => ({ url: `/staff/bank-statements/lines/${id}/ignore`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'BankStatementLine', id }, STATEMENT_LINES, 'StaffLog'],
    }),
  }),
});

function afterMove(id: number) {
  return [
    { type: 'StaffPayment' as const, id },
    { type: 'StaffPayment' as const, id: 'LIST' },
    'Dashboard' as const,
    'Rental' as const,
    'RentalAccount' as const,
    'Payment' as const,
    'StaffLog' as const,
  ];
}

export const {
  useGetStaffPaymentsQuery,
  useUpdatePaymentStatusMutation,
  useAttachPaymentMutation,
  useDetachPaymentMutation,
  useGetStatementSettingsQuery,
  useSaveStatementColumnsMutation,
  useImportStatementMutation,
  useGetStatementLinesQuery,
  useConfirmStatementLineMutation,
  useIgnoreStatementLineMutation,
} = staffPaymentsApi;
