import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatCalendarDate, formatRinggit } from '../common/formatting';

/** backend/templates, the same depth from src/ (tests) and dist/ (server). */
export const TEMPLATES_DIR = resolve(__dirname, '../../templates');

/**
 * Handlebars with only escaped {{ }} output in our templates, plus the helpers every document
 * needs. Each template is compiled once and kept.
 */
const engine = Handlebars.create();
engine.registerHelper('money', (amount: string) => formatRinggit(amount));
engine.registerHelper('date', (isoDate: string) => formatCalendarDate(isoDate));

const compiled = new Map<string, Handlebars.TemplateDelegate>();

export function renderTemplate(relativePath: string, context: object): string {
  let template = compiled.get(relativePath);
  if (!template) {
    template = engine.compile(readFileSync(join(TEMPLATES_DIR, relativePath), 'utf8'), { strict: true });
    compiled.set(relativePath, template);
  }
  return template(context);
}
