/** The shell and shared components: header, footer, dialogs, uploads, statuses. In English. */
const common = {
  appName: 'Vehicle Rental',
  header: {
    back: 'Back',
    home: 'Home',
    callNow: 'Call Now',
    callNowShort: 'Call now',
  },
  language: {
    /** The switch names the language it switches to, in that language. */
    switchTo: { en: 'English', ms: 'Bahasa Malaysia' },
    short: { en: 'EN', ms: 'BM' },
  },
  footer: {
    signature: 'Vehicle Rental System by {{author}}',
    plain: 'Vehicle Rental System',
  },
  loading: 'Loading',
  loadingDocument: 'Loading document...',
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    backHome: 'Back to Home',
  },
  unauthorized: {
    title: 'Unauthorized',
    staffDescription: 'Please sign in with a staff account to open the dashboard.',
    staffLogin: 'Go to Staff Login',
  },
  signedInAs: 'Signed in as {{name}}',
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    retry: 'Try Again',
    retryShort: 'Retry',
    logout: 'Logout',
  },
  password: { show: 'Show password', hide: 'Hide password' },
  credentials: { username: 'Username', password: 'Password' },
  upload: {
    noFile: 'No file chosen',
    choose: 'Choose image',
    change: 'Change image',
    /** Shown after the browser has shrunk a photo: "2.4 MB -> 380 KB". */
    preview: '{{label}} preview',
    preparing: 'Preparing photo...',
  },
  offline: {
    banner: "You're offline. What you do is kept on this phone and sent when the signal returns.",
    /** Uploads waiting in the queue; the count is of photos. */
    photosWaiting_one: '{{count}} photo waiting for signal',
    photosWaiting_other: '{{count}} photos waiting for signal',
    photosSending_one: 'Sending {{count}} photo...',
    photosSending_other: 'Sending {{count}} photos...',
    signatureWaiting: 'The signature is waiting for signal',
    signatureSending: 'Sending the signature...',
    failed: 'Not saved: {{message}}',
    failedDefault: 'The server refused this upload. Take it again.',
    discard: 'Remove',
    discardLabel: 'Remove the upload that was not saved',
    queueLabel: 'Uploads waiting',
  },
  crop: {
    confirm: 'Crop & Use',
    pending: 'Uploading...',
    photoAlt: 'Photo to crop',
    instructions:
      'Drag the frame to choose the part of the photo to keep. The frame keeps a 4:3 shape and covers at least {{width}} x {{height}} pixels of the photo.',
    tooSmall: 'This image is too small. Please choose a photo at least {{width}} x {{height}} pixels.',
  },
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    declined: 'Declined',
    cancelled: 'Cancelled',
    active: 'Active',
    completed: 'Completed',
    awaiting_agreement: 'Awaiting agreement',
    'extension-requested': 'Extension requested',
    available: 'Available',
    rented: 'Rented',
    maintenance: 'Maintenance',
    blacklisted: 'Blacklisted',
    suspended: 'Suspended',
    inactive: 'Inactive',
  },
  date: {
    placeholder: 'dd/mm/yyyy',
    invalid: 'Enter a date as dd/mm/yyyy',
    openCalendar: 'Choose date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    /** A list's date range filter. */
    from: 'From',
    to: 'To',
    range: 'Date range',
    clearRange: 'Clear dates',
    rangeOrder: 'The end date must be on or after the start date',
  },
  /** The fuel gauge (agreement wizard, Mark Returned), in eighths of a tank. */
  fuel: {
    marks: { empty: 'Empty', quarter: '1/4', half: '1/2', threeQuarters: '3/4', full: 'Full' },
    value: '{{percent}}% ({{eighths}}/8)',
  },
  pagination: { label: 'Pages' },
  settlementStatement: {
    download: 'Settlement Statement',
    downloading: 'Downloading...',
    downloaded: 'Statement Downloaded',
    downloadedDescription: '{{name}} was saved.',
    failed: 'Download Failed',
    failedDescription: 'The settlement statement could not be downloaded. Please try again.',
  },
  /** {{what}} comes from the caller's namespace, e.g. "customers". */
  loadError: 'We could not load {{what}}.',
  /** A rental still out past its return date and time. */
  overdue: { flag: 'Overdue' },
  conditionReport: {
    download: 'Condition Report',
    downloading: 'Downloading...',
    downloaded: 'Report Downloaded',
    downloadedDescription: '{{name}} was saved.',
    failed: 'Download Failed',
    failedDescription: 'The condition report could not be downloaded. Please try again.',
  },
};
export default common;
