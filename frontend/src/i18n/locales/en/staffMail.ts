/** Texts of the staff Dashboard's 'E-mails not sent' card (the server's mail outbox). */
const staffMail = {
  title: 'E-mails not sent',
  loading: 'Loading e-mails not sent',
  loadFailed: 'We could not load the e-mails not sent. {{message}}',
  reload: 'Load the e-mails not sent again',
  empty: 'Every e-mail has been sent.',
  showing: 'The latest {{shown}} of {{total}}',
  attempts_one: '{{count}} attempt',
  attempts_other: '{{count}} attempts',
  lastError: 'Last error: {{error}}',
  status: { queued: 'Will retry', failed: 'Failed' },
  retry: 'Retry',
  retryFor: 'Retry the e-mail to {{recipient}}',
  retried: 'E-mail queued again',
  retriedDescription: 'The e-mail to {{recipient}} will be sent again now.',
  retryFailed: 'Could not retry the e-mail',
};
export default staffMail;
