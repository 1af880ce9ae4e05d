import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n';
import { DateField, type DateFieldProps } from './DateField';

// Its own module, apart from DateField: a screen with a plain date filter (no form) then loads
// DateField without react-hook-form, and the chunks that carry the form library stay as they are.

/** Transformed: what the form's schema turns the values into on submit. */
export type FormDateFieldProps<Values extends FieldValues, Transformed = Values> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
};

/** A DateField bound to react-hook-form; shows the field's zod message under it, in the reader's language. */
export function FormDateField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<Values, Transformed>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ? translateMessage(error.message) : helperText}
    />
  );
}
