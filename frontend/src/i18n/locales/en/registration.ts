/** Texts of the customer registration screen, in English (a namespace of its own: the sign-in screen never loads them). */
const registration = {
  /** The browser tab's name for the registration screen. */
  pageTitle: 'Register',
  title: "Let's start your Rental Journey",
  subtitle: 'Create your account once, then book any car in our fleet.',
  personalDetails: 'Personal details',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  icPassportNumber: 'IC / Passport number',
  address: 'Address',
  socialMediaHandle: 'Social media handle (optional)',
  socialMediaPlaceholder: '@yourname',
  documents: {
    title: 'Identity documents',
    description: 'Clear photos of each document (JPEG, PNG or WebP, up to 10 MB each).',
    note: 'Images are automatically compressed and watermarked.',
    icPassport: { label: 'IC / Passport', hint: 'Front page' },
    driversLicense: { label: "Driver's License", hint: 'Front and back, in one image' },
    utilityBill: { label: 'Utility Bill', hint: 'TNB, water or internet. E-bill? Upload a screenshot of it.' },
  },
  uploading: 'Uploading documents...',
  processing: 'Processing your documents...',
  progressLabel: 'Upload progress',
  submit: 'Create Account',
  pending: 'Creating Account...',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  missingFile: 'Missing Required File',
  success: 'Registration Successful!',
  created: 'Your account has been created. You can now sign in.',
  codeSent: 'We have e-mailed a 6-digit code to {{email}}. Enter it to activate your account.',
  failed: 'Registration Failed',
  /** The required consent (PDPA 2010) and the link to the notice it refers to. */
  privacy: {
    label: 'I have read and agree to the privacy notice',
    link: 'Read the privacy notice',
    newTab: '(opens in a new tab)',
  },
};
export default registration;
