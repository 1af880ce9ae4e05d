import { Transform } from 'class-transformer';
import { ValidationArguments, ValidationOptions, registerDecorator } from 'class-validator';

/**
 * Query strings and form fields are text: only plain decimal digits (at most `maxDigits`) become
 * a number, so "", "1.5", "1e3", "0x10", "+1" and " 5" stay text and fail the number rule after it.
 */
export const DigitsToNumber = (maxDigits = 15) => {
  const digits = new RegExp(`^\\d{1,${maxDigits}}$`);
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' && digits.test(value) ? Number(value) : value));
};

export interface WholeNumberRule {
  min: number;
  max: number;
  /** For anything that is not a whole number from min up: missing, null, text, fractions, too small. */
  message: string;
  /** For a whole number above max, when that deserves its own words. */
  tooLargeMessage?: string;
}

/**
 * A whole number in [min, max] as ONE rule, so a bad value gets one message: IsInt + Min + Max
 * each fail on null or text and would list three.
 */
export function IsWholeNumber(rule: WholeNumberRule, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isWholeNumber',
      target: target.constructor,
      propertyName,
      options: {
        ...options,
        message: ({ value }: ValidationArguments) =>
          rule.tooLargeMessage && Number.isInteger(value) && (value as number) > rule.max ? rule.tooLargeMessage : rule.message,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max,
      },
    });
}
