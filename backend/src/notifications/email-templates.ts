import { join } from 'node:path';

/** The e-mails' handlebars files (NAME.html.hbs and NAME.txt.hbs), kept in ./templates. */
export function emailTemplate(fileName: string): string {
  return join(__dirname, 'templates', fileName);
}
