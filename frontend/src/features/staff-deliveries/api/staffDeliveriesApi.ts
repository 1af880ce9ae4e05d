import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';
import type { Delivery, DeliveryBody, DeliveryListArgs, DeliveryPage } from './types';

/** Every change moves the list, its totals and the staff log. */
const afterChange = (id?: number) => [
  { type: 'Delivery' as const, id: 'LIST' },
  ...(id === undefined ? [] : [{ type: 'Delivery' as const, id }]),
  'StaffLog' as const,
];

const staffDeliveriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveries: build.query<DeliveryPage, DeliveryListArgs>({
      query: ({ from, to, page, limit }) => ({
        url: '/staff/deliveries',
        params: { from: from || undefined, to: to || undefined, page, limit },
      }),
      providesTags: (result) => [
        { type: 'Delivery', id: 'LIST' },
        ...(result?.items ?? []).map((delivery) => ({ type: 'Delivery' as const, id: delivery.id })),
      ],
    }),
    createDelivery: build.mutation<Delivery, DeliveryBody>({
      query: (body) => ({ url: '/staff/deliveries', method: 'POST', body }),
      invalidatesTags: () => afterChange(),
    }),
    updateDelivery: build.mutation<Delivery, { id: number; changes: Partial<DeliveryBody> }>({
      query: ({ id, changes }) => ({ url: `/staff/deliveries/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    deleteDelivery: build.mutation<Schema<'DeliveryDeletedView'>, number>({
      query: (id) => ({ url: `/staff/deliveries/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => afterChange(id),
    }),
  }),
});

export const { useGetDeliveriesQuery, useCreateDeliveryMutation, useUpdateDeliveryMutation, useDeleteDeliveryMutation } =
  staffDeliveriesApi;
