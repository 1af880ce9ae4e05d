import en from './en';
import { Language } from './language';
import ms from './ms';

export type MessageKey = keyof typeof en;
/** A translation of the English catalogue: every key, any text. */
export type MessageCatalogue = Record<MessageKey, string>;

/** The {{names}} a text asks for. */
type ParamNames<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type MessageParams<Key extends MessageKey> = Record<ParamNames<(typeof en)[Key]>, string | number>;

const CATALOGUES: Record<Language, MessageCatalogue> = { en, ms };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const BOLD = /\*([^*]+)\*/g;

/**
 * The text of `key` in the language with its {{names}} filled in. `escape` is applied to every
 * value (the catalogue's own text is trusted); *bold* becomes <strong> for HTML, plain otherwise.
 */
export function formatMessage(
  language: Language,
  key: MessageKey,
  params: Record<string, unknown>,
  options: { html?: boolean; escape?: (value: string) => string } = {},
): string {
  const { html = false, escape = (value: string) => value } = options;
  const text = CATALOGUES[language][key].replace(BOLD, html ? '<strong>$1</strong>' : '$1');
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    if (!(name in params)) throw new Error(`The e-mail text "${key}" needs the parameter "${name}"`);
    return escape(String(params[name]));
  });
}

/** A plain text (a subject, say) in the customer's language; the params a text needs are checked by tsc. */
export function t<Key extends MessageKey>(
  language: Language,
  key: Key,
  ...[params]: [ParamNames<(typeof en)[Key]>] extends [never] ? [] : [MessageParams<Key>]
): string {
  return formatMessage(language, key, params ?? {});
}
