import { api } from '../../../api/base';
import type { Page, Schema } from '../../../api/types';
import { statusQuery } from './types';
import type {
  AddChargeBody,
  AgreementEmailResult,
  AgreementWhatsAppResult,
  RentalAccountStatement,
  RentalInvoice,
  RentalListArgs,
  ReturnQuote,
  ReturnRentalBody,
  StaffRental,
} from './types';

/**
 * A rental's change also moves the calendar, the dashboard's figures and the staff log, and the
 * customer's own list (My Bookings) when it is open in the same browser.
 */
const afterChange = (id: number) => [
  { type: 'Rental' as const, id },
  { type: 'Rental' as const, id: 'LIST' },
  { type: 'CustomerRental' as const, id: 'LIST' },
  'Calendar' as const,
  'Dashboard' as const,
  'StaffLog' as const,
];

/** Why the keys go out unpaid, and an admin's reason to hand over a car whose compliance lapses. */
type HandoverReasons = Pick<Schema<'FinalizeRentalDto'>, 'overrideReason' | 'complianceOverrideReason'>;

/**
 * PATCH .../key-handover: the photo in the multipart field 'keyHandoverPhoto', and the reasons
 * when given. Without a photo (the wizard took the key photo, which the server reuses) the
 * reasons alone go as JSON.
 */
function handoverForm(photo: File | undefined, reasons: HandoverReasons): FormData | HandoverReasons {
  if (!photo) return reasons;
  const form = new FormData();
  form.append('keyHandoverPhoto', photo, photo.name);
  if (reasons.overrideReason) form.append('overrideReason', reasons.overrideReason);
  if (reasons.complianceOverrideReason) form.append('complianceOverrideReason', reasons.complianceOverrideReason);
  return form;
}

/** A refund as staff record it: the picture of the transfer is optional. */
export interface RefundInput {
  amount: string;
  method: Schema<'RefundMethod'>;
  reference?: string;
  proof?: File | null;
}

/** POST .../account/refunds: multipart, so the transfer's picture can go with it. */
function refundForm({ amount, method, reference, proof }: RefundInput): FormData {
  const form = new FormData();
  form.append('amount', amount);
  form.append('method', method);
  if (reference) form.append('reference', reference);
  if (proof) form.append('proof', proof, proof.name);
  return form;
}

/** A charge as staff add it: the photo of what it is for is optional. */
export type ChargeInput = AddChargeBody & { photo?: File | null };

/** POST .../account/charges: JSON, or multipart when a photo goes with it. */
function chargeBody({ photo, ...charge }: ChargeInput): AddChargeBody | FormData {
  if (!photo) return charge;
  const form = new FormData();
  form.append('category', charge.category);
  form.append('amount', charge.amount);
  form.append('reason', charge.reason);
  form.append('photo', photo, photo.name);
  return form;
}

const staffRentalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffRentals: build.query<Page<StaffRental>, RentalListArgs>({
      query: ({ filter, status, page, limit }) => ({
        url: '/staff/rentals',
        params: { filter, ...statusQuery(status), page, limit },
      }),
      providesTags: (result) => [
        { type: 'Rental', id: 'LIST' },
        ...(result?.items ?? []).map((rental) => ({ type: 'Rental' as const, id: rental.id })),
      ],
    }),
    getReturnQuote: build.query<ReturnQuote, { id: number; returnMileage: number }>({
      query: ({ id, returnMileage }) => ({ url: `/staff/rentals/${id}/return-quote`, params: { returnMileage } }),
      // A quote is read while the dialog is open; an old one is never worth keeping.
      keepUnusedDataFor: 0,
    }),
    cancelRental: build.mutation<StaffRental, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/rentals/${id}/cancel`, method: 'PATCH', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    deleteRental: build.mutation<Schema<'RentalDeletedView'>, number>({
      query: (id) => ({ url: `/staff/rentals/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => afterChange(id),
    }),
    returnRental: build.mutation<StaffRental, { id: number } & ReturnRentalBody>({
      query: ({ id, ...body }) => ({ url: `/staff/rentals/${id}/return`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    completeKeyHandover: build.mutation<StaffRental, { id: number; photo?: File } & HandoverReasons>({
      query: ({ id, photo, ...reasons }) => ({
        url: `/staff/rentals/${id}/key-handover`,
        method: 'PATCH',
        body: handoverForm(photo, reasons),
      }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    approveExtension: build.mutation<StaffRental, { id: number } & Schema<'ComplianceOverrideDto'>>({
      query: ({ id, ...body }) => ({ url: `/staff/rentals/${id}/extension/approve`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    declineExtension: build.mutation<StaffRental, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/rentals/${id}/extension/decline`, method: 'PATCH', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    changeRentalExtras: build.mutation<StaffRental, { id: number } & Schema<'RentalExtrasDto'>>({
      query: ({ id, ...body }) => ({ url: `/staff/rentals/${id}/extras`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    getRentalAccount: build.query<RentalAccountStatement, number>({
      query: (id) => `/staff/rentals/${id}/account`,
      providesTags: (_result, _error, id) => [{ type: 'RentalAccount', id }],
    }),
    addRentalCharge: build.mutation<RentalAccountStatement, { id: number } & ChargeInput>({
      query: ({ id, ...charge }) => ({ url: `/staff/rentals/${id}/account/charges`, method: 'POST', body: chargeBody(charge) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'RentalAccount', id }, ...afterChange(id)],
    }),
    /** The same account invoiced again gives back the same invoice; a changed one, a new invoice. */
    makeRentalInvoice: build.mutation<RentalInvoice, number>({
      query: (id) => ({ url: `/staff/rentals/${id}/invoice`, method: 'POST' }),
      invalidatesTags: () => [{ type: 'Invoice' as const, id: 'LIST' }, 'StaffLog' as const],
    }),
    reverseRentalEntry: build.mutation<RentalAccountStatement, { id: number; entryId: number; reason: string }>({
      query: ({ id, entryId, reason }) => ({
        url: `/staff/rentals/${id}/account/entries/${entryId}/reverse`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'RentalAccount', id }, ...afterChange(id)],
    }),
    settleRentalDeposit: build.mutation<RentalAccountStatement, number>({
      query: (id) => ({ url: `/staff/rentals/${id}/account/settle`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'RentalAccount', id }, ...afterChange(id)],
    }),
    recordRentalRefund: build.mutation<RentalAccountStatement, { id: number } & RefundInput>({
      query: ({ id, ...refund }) => ({ url: `/staff/rentals/${id}/account/refunds`, method: 'POST', body: refundForm(refund) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'RentalAccount', id }, ...afterChange(id)],
    }),
    // Sharing changes nothing the lists show.
    sendAgreementEmail: build.mutation<AgreementEmailResult, number>({
      query: (id) => ({ url: `/rentals/${id}/send-email`, method: 'POST' }),
    }),
    sendAgreementWhatsApp: build.mutation<AgreementWhatsAppResult, number>({
      query: (id) => ({ url: `/rentals/${id}/send-whatsapp`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetStaffRentalsQuery,
  useChangeRentalExtrasMutation,
  useGetRentalAccountQuery,
  useAddRentalChargeMutation,
  useReverseRentalEntryMutation,
  useMakeRentalInvoiceMutation,
  useGetReturnQuoteQuery,
  useCancelRentalMutation,
  useDeleteRentalMutation,
  useReturnRentalMutation,
  useCompleteKeyHandoverMutation,
  useApproveExtensionMutation,
  useDeclineExtensionMutation,
  useSendAgreementEmailMutation,
  useSendAgreementWhatsAppMutation,
  useSettleRentalDepositMutation,
  useRecordRentalRefundMutation,
} = staffRentalsApi;
