import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n';
import { PasswordField } from './PasswordField';

/** Transformed: what the form's schema turns the values into on submit (a blank rate into null). */
export type FormTextFieldProps<Values extends FieldValues, Transformed = Values> = Omit<TextFieldProps, 'name'> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  /** Renders a password input with a show/hide toggle. */
  password?: boolean;
};

/** A MUI text field bound to react-hook-form; shows the field's zod message under it, in the reader's language. */
export function FormTextField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  password = false,
  helperText,
  ...textFieldProps
}: FormTextFieldProps<Values, Transformed>) {
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name });
  const Field = password ? PasswordField : TextField;
  return (
    <Field
      {...textFieldProps}
      {...field}
      value={value ?? ''}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ? translateMessage(error.message) : helperText}
    />
  );
}
