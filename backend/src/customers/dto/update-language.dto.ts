import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Language, LANGUAGE_MESSAGE, LANGUAGES } from '../../i18n/language';

/** The language a signed-in customer switched to; later e-mails use it. */
export class UpdateLanguageDto {
  @ApiProperty({ enum: LANGUAGES, example: 'ms' })
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language: Language;
}

export class LanguageView {
  @ApiProperty({ enum: LANGUAGES }) language: Language;
}
