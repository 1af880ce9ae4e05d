import { api } from '../../../api/base';
import type { FinalizeBody, OpenDamagePage, WizardRental } from './types';

/** Every open point of a car fits one page: the server's largest. */
export const OPEN_DAMAGE_LIMIT = 100;

/**
 * The same tags the rentals tab uses: the rental, the list, and what a rental's change moves
 * (the calendar, the dashboard's figures, the staff log).
 */
export const afterAgreementChange = (id: number) => [
  { type: 'Rental' as const, id },
  { type: 'Rental' as const, id: 'LIST' },
  'Calendar' as const,
  'Dashboard' as const,
  'StaffLog' as const,
];

/** After a step's upload: the list shows the rental's progress, the server logged the step. */
export const afterStepUpload = [{ type: 'Rental' as const, id: 'LIST' }, 'StaffLog' as const];

const rentalWizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWizardRental: build.query<WizardRental, number>({
      query: (id) => `/staff/rentals/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Rental', id }],
    }),
    captureSignature: build.mutation<WizardRental, { id: number; signatureData: string; clientId?: string }>({
      query: ({ id, ...body }) => ({ url: `/staff/rentals/${id}/signature`, method: 'POST', body }),
      invalidatesTags: afterStepUpload,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(rentalWizardApi.util.updateQueryData('getWizardRental', id, () => answer.data));
      },
    }),
    /** The damage on the car now, to show the customer at the handover. */
    getOpenVehicleDamage: build.query<OpenDamagePage, number>({
      query: (vehicleId) => ({
        url: `/staff/vehicles/${vehicleId}/damages`,
        params: { status: 'open', page: 1, limit: OPEN_DAMAGE_LIMIT },
      }),
      providesTags: (_result, _error, vehicleId) => [{ type: 'VehicleDamage', id: vehicleId }],
    }),
    /** Staff tick "Existing damage shown to the customer": recorded on the rental, which the answer replaces. */
    confirmExistingDamageShown: build.mutation<WizardRental, number>({
      query: (id) => ({ url: `/staff/rentals/${id}/existing-damage-shown`, method: 'POST' }),
      invalidatesTags: ['StaffLog'],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(rentalWizardApi.util.updateQueryData('getWizardRental', id, () => answer.data));
      },
    }),
    finalizeAgreement: build.mutation<WizardRental, { id: number } & FinalizeBody>({
      query: ({ id, ...body }) => ({ url: `/staff/rentals/${id}/finalize`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => afterAgreementChange(id),
    }),
  }),
});

export const {
  useGetWizardRentalQuery,
  useCaptureSignatureMutation,
  useFinalizeAgreementMutation,
  useGetOpenVehicleDamageQuery,
  useConfirmExistingDamageShownMutation,
} = rentalWizardApi;

/** For the XHR uploads (photos, key handover): their answer replaces the cached rental. */
export const replaceCachedRental = (rental: WizardRental) =>
  rentalWizardApi.util.updateQueryData('getWizardRental', rental.id, () => rental);
