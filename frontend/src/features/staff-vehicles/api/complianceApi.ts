import { api } from '../../../api/base';
import type { ComplianceKind } from '../../../components/compliance/complianceText';
import type { VehicleCompliance } from './types';

/** One date as staff record it, with the document's picture when they took one. */
export interface ComplianceItemInput {
  vehicleId: number;
  kind: ComplianceKind;
  expiresOn: string;
  policyNumber?: string;
  insurer?: string;
  document?: File | null;
}

/** PUT .../compliance/:kind is multipart, so the document's picture can go with the date. */
function itemForm({ expiresOn, policyNumber, insurer, document }: ComplianceItemInput): FormData {
  const form = new FormData();
  form.append('expiresOn', expiresOn);
  if (policyNumber) form.append('policyNumber', policyNumber);
  if (insurer) form.append('insurer', insurer);
  if (document) form.append('document', document, document.name);
  return form;
}

// A date recorded or removed moves the car's card, Today and the dashboard (both read 'Dashboard'),
// and the log.
const afterChange = (vehicleId: number) => [
  { type: 'VehicleCompliance' as const, id: vehicleId },
  { type: 'Vehicle' as const, id: 'LIST' },
  'Dashboard' as const,
  'StaffLog' as const,
];

const complianceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleCompliance: build.query<VehicleCompliance, number>({
      query: (vehicleId) => `/staff/vehicles/${vehicleId}/compliance`,
      providesTags: (_result, _error, vehicleId) => [{ type: 'VehicleCompliance', id: vehicleId }],
    }),
    setComplianceItem: build.mutation<VehicleCompliance, ComplianceItemInput>({
      query: (input) => ({ url: `/staff/vehicles/${input.vehicleId}/compliance/${input.kind}`, method: 'PUT', body: itemForm(input) }),
      invalidatesTags: (_result, _error, { vehicleId }) => afterChange(vehicleId),
    }),
    removeComplianceItem: build.mutation<VehicleCompliance, { vehicleId: number; kind: ComplianceKind }>({
      query: ({ vehicleId, kind }) => ({ url: `/staff/vehicles/${vehicleId}/compliance/${kind}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { vehicleId }) => afterChange(vehicleId),
    }),
  }),
});

export const { useGetVehicleComplianceQuery, useSetComplianceItemMutation, useRemoveComplianceItemMutation } = complianceApi;
