export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { PasswordField } from './PasswordField';
export { CredentialsForm, type CredentialsFormProps, type CredentialsFormControls } from './CredentialsForm';
