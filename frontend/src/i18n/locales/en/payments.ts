/** Texts of the payments screens, SPEC.md's English. */
const payments = {
  title: 'Payment Portal',
  signIn: {
    title: 'Sign in to make a payment',
    description: 'Please sign in to your customer account to make payments and see your payment history.',
    action: 'Sign In',
  },
};
export default payments;
