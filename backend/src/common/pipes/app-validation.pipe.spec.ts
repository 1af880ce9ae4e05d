import { HttpException } from '@nestjs/common';
import { IsEmail, IsString, MinLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { toErrorBody } from '../filters/all-exceptions.filter';
import { AppValidationPipe } from './app-validation.pipe';

class DocumentsDto {
  @IsString({ message: 'Please upload your IC/Passport image' })
  icPassport!: string;
}

class FormDto {
  @IsEmail({}, { message: 'Please enter a valid email' })
  email!: string;

  @IsString({ message: 'Full name is required' })
  @MinLength(1, { message: 'Full name is required' })
  fullName!: string;

  @ValidateNested()
  @Type(() => DocumentsDto)
  documents!: DocumentsDto;
}

async function refusal(value: unknown): Promise<HttpException> {
  const pipe = new AppValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  try {
    await pipe.transform(value, { type: 'body', metatype: FormDto });
  } catch (error) {
    if (error instanceof HttpException) return error;
  }
  throw new Error('The pipe accepted the value');
}

describe('AppValidationPipe', () => {
  it('keeps the message list and adds each refused property with its path and code', async () => {
    const body = toErrorBody(await refusal({ email: 'nope', fullName: null, documents: {}, extra: 1 }));
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request' });
    expect(body?.message).toEqual([
      'property extra should not exist',
      'Please enter a valid email',
      'Full name is required',
      'documents.Please upload your IC/Passport image',
    ]);
    expect(body?.fields).toEqual([
      { field: 'extra', code: 'NOT_ALLOWED', message: 'property extra should not exist' },
      { field: 'email', code: 'IS_EMAIL', message: 'Please enter a valid email' },
      { field: 'fullName', code: 'MIN_LENGTH', message: 'Full name is required' },
      { field: 'documents.icPassport', code: 'IS_STRING', message: 'Please upload your IC/Passport image' },
    ]);
  });
});
