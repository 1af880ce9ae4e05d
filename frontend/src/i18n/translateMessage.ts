import { currentLanguage, i18n } from './i18n';

/** "Driver's license: Please upload ..." -> a label and a message, translated one by one. */
const LABELLED_MESSAGE = /^([^:]{1,60}): (.+)$/s;

/** A placeholder in a message key, e.g. 'A booking can be at most {{days}} days long'. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function messageTable(): Record<string, string> {
  const table: unknown = i18n.getResourceBundle(currentLanguage(), 'messages');
  return typeof table === 'object' && table !== null ? (table as Record<string, string>) : {};
}

/** Keys with placeholders as patterns, built once per table. */
const patternCache = new WeakMap<object, Array<{ pattern: RegExp; names: string[]; translation: string }>>();

function patternsOf(table: Record<string, string>) {
  let patterns = patternCache.get(table);
  if (!patterns) {
    patterns = Object.entries(table)
      .filter(([key]) => key.includes('{{'))
      .map(([key, translation]) => {
        const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]);
        const source = key
          .split(PLACEHOLDER)
          .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
      });
    patternCache.set(table, patterns);
  }
  return patterns;
}

function lookUp(text: string): string | undefined {
  const table = messageTable();
  if (Object.hasOwn(table, text)) return table[text];
  for (const { pattern, names, translation } of patternsOf(table)) {
    const match = pattern.exec(text);
    if (match) return names.reduce((result, name, index) => result.replaceAll(`{{${name}}}`, match[index + 1]), translation);
  }
  return undefined;
}

/**
 * A free English text (a server message, a validation message) in the reader's language.
 * English texts are the keys of the messages catalogue; a text it does not know is shown as
 * it came, so a new server message is never lost, only untranslated.
 */
export function translateMessage(text: string): string {
  if (currentLanguage() === 'en') return text;
  const whole = lookUp(text);
  if (whole !== undefined) return whole;
  // Several server messages arrive joined: "A; Driver's license: B".
  if (text.includes('; ')) return text.split('; ').map(translateOne).join('; ');
  return translateOne(text);
}

function translateOne(text: string): string {
  const whole = lookUp(text);
  if (whole !== undefined) return whole;
  const labelled = LABELLED_MESSAGE.exec(text);
  if (!labelled) return text;
  const [, label, message] = labelled;
  return `${lookUp(label) ?? label}: ${lookUp(message) ?? message}`;
}
