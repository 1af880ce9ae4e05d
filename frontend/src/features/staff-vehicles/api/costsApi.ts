import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';

export type VehicleCost = Schema<'VehicleCostView'>;
export type VehicleCostPage = Schema<'VehicleCostPageView'>;
export type CostCategory = Schema<'CostCategory'>;

/** The server's categories, in its order; the type check fails the build when the server adds one. */
export const COST_CATEGORIES = [
  'service',
  'repair',
  'tyres',
  'insurance',
  'road_tax',
  'fuel',
  'other',
] as const satisfies readonly CostCategory[];
type NothingLeftOut<Unlisted extends never> = Unlisted;
export type EveryCostCategoryListed = NothingLeftOut<Exclude<CostCategory, (typeof COST_CATEGORIES)[number]>>;

export interface CostInput {
  vehicleId: number;
  incurredOn: string;
  amount: string;
  category: CostCategory;
  note?: string;
  receipt?: File | null;
}

/** POST .../costs is multipart, so the receipt's picture can go with it. */
function costForm({ incurredOn, amount, category, note, receipt }: CostInput): FormData {
  const form = new FormData();
  form.append('incurredOn', incurredOn);
  form.append('amount', amount);
  form.append('category', category);
  if (note) form.append('note', note);
  if (receipt) form.append('receipt', receipt, receipt.name);
  return form;
}

const costsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleCosts: build.query<VehicleCostPage, { vehicleId: number; page: number; limit: number }>({
      query: ({ vehicleId, page, limit }) => ({ url: `/staff/vehicles/${vehicleId}/costs`, params: { page, limit } }),
      providesTags: (_result, _error, { vehicleId }) => [{ type: 'VehicleCost', id: vehicleId }],
    }),
    recordVehicleCost: build.mutation<VehicleCost, CostInput>({
      query: (input) => ({ url: `/staff/vehicles/${input.vehicleId}/costs`, method: 'POST', body: costForm(input) }),
      invalidatesTags: (_result, _error, { vehicleId }) => [{ type: 'VehicleCost', id: vehicleId }, 'StaffLog'],
    }),
    removeVehicleCost: build.mutation<void, { vehicleId: number; costId: number }>({
      query: ({ vehicleId, costId }) => ({ url: `/staff/vehicles/${vehicleId}/costs/${costId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { vehicleId }) => [{ type: 'VehicleCost', id: vehicleId }, 'StaffLog'],
    }),
  }),
});

export const { useGetVehicleCostsQuery, useRecordVehicleCostMutation, useRemoveVehicleCostMutation } = costsApi;
