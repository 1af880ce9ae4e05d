import { api } from '../../../api/base';
import type { components } from '../../../api/schema.gen';

export type RatePlans = components['schemas']['RatePlansView'];
export type Season = components['schemas']['SeasonView'];
export type SeasonBody = components['schemas']['SeasonDto'];
export type AddOn = components['schemas']['AddOnView'];
export type AddOnBody = components['schemas']['AddOnDto'];
export type DeliveryZone = components['schemas']['DeliveryZoneView'];
export type DeliveryZoneBody = components['schemas']['DeliveryZoneDto'];
export type Holiday = components['schemas']['HolidayView'];

/** The admin's rate plans; every change refetches the whole set (seasons order by date, so a reload is simplest). */
const ratePlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRatePlans: build.query<RatePlans, void>({ query: () => '/admin/rate-plans', providesTags: ['RatePlans'] }),
    getHolidays: build.query<Holiday[], string>({
      query: (state) => ({ url: '/admin/rate-plans/holidays', params: state ? { state } : {} }),
      providesTags: ['RatePlans'],
    }),
    createSeason: build.mutation<Season, SeasonBody>({
      query: (body) => ({ url: '/admin/seasons', method: 'POST', body }),
      invalidatesTags: ['RatePlans', 'StaffLog'],
    }),
    updateSeason: build.mutation<Season, { id: number } & SeasonBody>({
      query: ({ id, ...body }) => ({ url: `/admin/seasons/${id}`, method: 'PUT', body }),
      invalidatesTags: ['RatePlans', 'StaffLog'],
    }),
    removeSeason: build.mutation<RatePlans, number>({
      query: (id) => ({ url: `/admin/seasons/${id}`, method: 'DELETE' }),
      invalidatesTags: ['RatePlans', 'StaffLog'],
    }),
    saveAddOn: build.mutation<AddOn, { id: number | null } & AddOnBody>({
      query: ({ id, ...body }) =>
        id === null ? { url: '/admin/add-ons', method: 'POST', body } : { url: `/admin/add-ons/${id}`, method: 'PUT', body },
      invalidatesTags: ['RatePlans', 'StaffLog'],
    }),
    saveDeliveryZone: build.mutation<DeliveryZone, { id: number | null } & DeliveryZoneBody>({
      query: ({ id, ...body }) =>
        id === null ? { url: '/admin/delivery-zones', method: 'POST', body } : { url: `/admin/delivery-zones/${id}`, method: 'PUT', body },
      invalidatesTags: ['RatePlans', 'StaffLog'],
    }),
    setWeekend: build.mutation<number[], number[]>({
      query: (days) => ({ url: '/admin/weekend', method: 'PUT', body: { days } }),
      invalidatesTags: ['RatePlans', 'StaffLog'],
    }),
  }),
});

export const {
  useGetRatePlansQuery,
  useGetHolidaysQuery,
  useCreateSeasonMutation,
  useUpdateSeasonMutation,
  useRemoveSeasonMutation,
  useSaveAddOnMutation,
  useSaveDeliveryZoneMutation,
  useSetWeekendMutation,
} = ratePlansApi;
