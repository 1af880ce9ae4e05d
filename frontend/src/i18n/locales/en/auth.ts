/** Texts of the auth screens, in English. */
const auth = {
  staff: {
    title: 'Staff Login',
    subtitle: 'Sign in to the staff dashboard',
    submit: 'Sign In',
    pending: 'Signing In...',
    backToRoles: 'Back to role selection',
    success: 'Login Successful',
    welcomeBack: 'Welcome back, {{name}}!',
    failed: 'Login Failed',
  },
  admin: {
    title: 'Admin Login',
    subtitle: 'Enter your administrator credentials',
    submit: 'Access Admin Panel',
    pending: 'Verifying...',
    granted: 'Access Granted',
    welcome: 'Welcome, {{name}}.',
    denied: 'Access Denied',
    invalidCredentials: 'Invalid admin credentials.',
    error: 'Error',
    failed: 'Failed to authenticate. Please try again.',
  },
};
export default auth;
