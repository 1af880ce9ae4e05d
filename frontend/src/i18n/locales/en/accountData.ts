/** My Account's 'Your data' section (PDPA): download my data, delete my account. Loaded with that section only. */
const accountData = {
  heading: 'Your data',
  intro: 'Under the Personal Data Protection Act you may have a copy of the data we hold about you, or ask us to delete your account.',
  download: {
    action: 'Download my data',
    pending: 'Preparing your data…',
    hint: 'A zip file with your profile, bookings, rentals, payments, reviews and loyalty, and your documents and signatures.',
    done: 'Your data is downloaded',
    doneDescription: 'Saved as {{name}}.',
    failed: 'Download Failed',
    failedDescription: 'Your data could not be downloaded. Please try again.',
  },
  delete: {
    action: 'Delete my account',
    hint: 'Our staff confirm a deletion once nothing is left to settle.',
    dialogTitle: 'Delete your account?',
    explain:
      'We will remove your identity documents and signatures, erase your name and contact details, and you will no longer be able to sign in. Our staff confirm the deletion, and we e-mail you when it is done.',
    kept: 'The law requires us to keep the amounts, dates and invoice numbers of your past rentals and payments; issued invoices stay as they are.',
    confirm: 'Ask to delete',
    pendingLabel: 'Sending…',
    requested: 'Your account is pending deletion',
    requestedDescription: 'You asked on {{date}}. Our staff will confirm it, and we will e-mail you when it is done.',
    refusedTitle: 'Your account cannot be deleted yet',
    refusedIntro: 'Please settle these first, then ask again:',
    failed: 'Request Failed',
    holds: {
      rental_open: 'You have a rental that is not over yet.',
      balance_owed: 'You still owe a balance on a rental.',
      money_held: 'We still hold money of yours (a deposit or a refund to be paid).',
      summons_open: 'A traffic summons from one of your rentals is still open.',
      request_open: 'A booking request of yours is still waiting for an answer.',
    },
    close: 'Close',
  },
};

export default accountData;
