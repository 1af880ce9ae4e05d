import { currentLanguage, englishErrorCodes, i18n } from './i18n';

/** "Driver's license: Please upload ..." -> a label and a message, translated one by one. */
const LABELLED_MESSAGE = /^([^:]{1,60}): (.+)$/s;

/** A placeholder in a message key, e.g. 'A booking can be at most {{days}} days long'. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The errors catalogue read as English text -> translation, built once per loaded bundle. */
const errorTextCache = new WeakMap<object, Record<string, string>>();

function errorTextTable(): Record<string, string> {
  const bundle: unknown = i18n.getResourceBundle(currentLanguage(), 'errors');
  if (typeof bundle !== 'object' || bundle === null) return {};
  let table = errorTextCache.get(bundle);
  if (!table) {
    const translated = (bundle as { codes?: Record<string, string> }).codes ?? {};
    const english = Object.entries(englishErrorCodes());
    table = Object.fromEntries(
      english.filter(([code]) => typeof translated[code] === 'string').map(([code, text]) => [text, translated[code]]),
    );
    // Kept only once the English wording has arrived too; until then the next call tries again.
    if (english.length) errorTextCache.set(bundle, table);
  }
  return table;
}

/** One table per bundle pair, so the pattern cache below can key on it. */
const mergedCache = new WeakMap<object, WeakMap<object, Record<string, string>>>();

/**
 * The messages table, then the server's catalogued refusals by their English text: a failure
 * that reaches the screen as text alone (a toast given a string) is still translated.
 */
function messageTable(): Record<string, string> {
  const bundle: unknown = i18n.getResourceBundle(currentLanguage(), 'messages');
  const messages = typeof bundle === 'object' && bundle !== null ? (bundle as Record<string, string>) : {};
  const errors = errorTextTable();
  let byErrors = mergedCache.get(messages);
  if (!byErrors) {
    byErrors = new WeakMap();
    mergedCache.set(messages, byErrors);
  }
  let merged = byErrors.get(errors);
  if (!merged) {
    merged = { ...errors, ...messages };
    byErrors.set(errors, merged);
  }
  return merged;
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
