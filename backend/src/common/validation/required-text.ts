import { ValidationArguments, ValidationOptions, registerDecorator } from 'class-validator';

export interface RequiredTextRule {
  /** Longest text allowed (after trimming). */
  max: number;
  /** For anything missing, empty after trimming, or not text. */
  message: string;
  /** For text longer than max. */
  tooLongMessage: string;
}

/**
 * Required free text (a reason, a note) as ONE rule with one message: IsString + MinLength +
 * MaxLength each fail on null and would list three. Pair it with @Trim() so "   " is empty.
 */
export function IsRequiredText(rule: RequiredTextRule, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isRequiredText',
      target: target.constructor,
      propertyName,
      options: {
        ...options,
        message: ({ value }: ValidationArguments) =>
          typeof value === 'string' && value.length > rule.max ? rule.tooLongMessage : rule.message,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= rule.max,
      },
    });
}
