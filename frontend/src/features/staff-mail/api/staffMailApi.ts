import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { MailMessage } from './types';

/** The card shows the latest e-mails not yet sent; more than this is a problem for the mail server's admin, not a list. */
export const UNSENT_MAIL_LIMIT = 20;

const staffMailApi = api.enhanceEndpoints({ addTagTypes: ['MailMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    // 'unsent' = queued, sending or failed.
    getUnsentMail: build.query<Page<MailMessage>, void>({
      query: () => ({ url: '/staff/mail-messages', params: { status: 'unsent', limit: UNSENT_MAIL_LIMIT } }),
      providesTags: (result) => [
        { type: 'MailMessage', id: 'LIST' },
        ...(result?.items ?? []).map((message) => ({ type: 'MailMessage' as const, id: message.id })),
      ],
    }),
    // A retry changes the message and writes a staff log entry.
    retryMail: build.mutation<MailMessage, number>({
      query: (id) => ({ url: `/staff/mail-messages/${id}/retry`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'MailMessage', id }, { type: 'MailMessage', id: 'LIST' }, 'StaffLog'],
    }),
  }),
});

export const { useGetUnsentMailQuery, useRetryMailMutation } = staffMailApi;
