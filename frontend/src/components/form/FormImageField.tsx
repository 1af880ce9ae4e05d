import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';

export type FormImageFieldProps<Values extends FieldValues> = Omit<
  ImageUploadFieldProps,
  'name' | 'file' | 'error' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<Values>;
  name: Path<Values>;
};

/** An image upload bound to react-hook-form; the schema decides what is acceptable. */
export function FormImageField<Values extends FieldValues>({ control, name, ...props }: FormImageFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const current: unknown = value;
  return (
    <ImageUploadField
      {...props}
      name={name}
      file={current instanceof File ? current : null}
      error={error?.message}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={ref}
    />
  );
}
