export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { PasswordField } from './PasswordField';
export { CredentialsForm, type CredentialsFormProps, type CredentialsFormControls } from './CredentialsForm';
export { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';
export { FormImageField, type FormImageFieldProps } from './FormImageField';
export { useObjectUrl } from './useObjectUrl';
export { DateField, type DateFieldProps } from './DateField';
export { FormDateField, type FormDateFieldProps } from './FormDateField';
