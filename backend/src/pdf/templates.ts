import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { formatRinggit } from '../common/formatting';
import { Language } from '../i18n/language';
import { formatMessage, MessageKey } from '../i18n/messages';

/**
 * Handlebars with only escaped {{ }} output in our templates, plus the helpers every document
 * needs. Each template is compiled once and kept. Texts come from the catalogue in the
 * template's language: {{t "key" name=value}} (values escaped, *bold* as <strong> in HTML), and
 * {{@language}} is the language's code.
 */
const engine = Handlebars.create();
engine.registerHelper('money', (amount: string) => formatRinggit(amount));
engine.registerHelper('date', (isoDate: string) => formatMalaysianDate(isoDate));
engine.registerHelper('t', (key: MessageKey, options: Handlebars.HelperOptions) => {
  const { language, html } = options.data as { language: Language; html: boolean };
  return new engine.SafeString(
    formatMessage(language, key, options.hash as Record<string, unknown>, { html, escape: engine.escapeExpression }),
  );
});
/** "Label:" padded to the value column of the plain-text tables ("Estimated total: " wide). */
const TEXT_LABEL_WIDTH = 17;
engine.registerHelper('label', (key: MessageKey, options: Handlebars.HelperOptions) => {
  const text = `${formatMessage((options.data as { language: Language }).language, key, {})}:`;
  return text.length < TEXT_LABEL_WIDTH ? text.padEnd(TEXT_LABEL_WIDTH) : `${text} `;
});

const compiled = new Map<string, Handlebars.TemplateDelegate>();

/**
 * Fills a template file with `context` in `language`. Each domain keeps its templates beside the
 * code that fills them and passes the file's full path (the build copies them next to the
 * compiled code, so `join(__dirname, name)` finds them from src/ and dist/ alike).
 */
export function renderTemplate(templateFile: string, context: object, language: Language): string {
  let template = compiled.get(templateFile);
  if (!template) {
    template = engine.compile(readFileSync(templateFile, 'utf8'), { strict: true });
    compiled.set(templateFile, template);
  }
  return template(context, { data: { language, html: templateFile.endsWith('.html.hbs') } });
}
