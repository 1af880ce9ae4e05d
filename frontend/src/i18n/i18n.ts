import i18next, { type BackendModule, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadTranslators } from './translation';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, isLanguage, rememberLanguage, storedLanguage, type Language } from './languages';

/** Namespaces every screen needs: loaded before the first render. */
export const SHELL_NAMESPACES = ['common', 'messages'] as const;

/**
 * The server's refusals by code. English needs none of it (the server already words them in
 * English), so an English reader never downloads it; any other language loads it with the
 * English one beside it, which is how a refusal that arrives as bare text is recognised.
 */
const ERRORS_NAMESPACE = 'errors';

function namespacesFor(language: string): string[] {
  return language === DEFAULT_LANGUAGE ? [...SHELL_NAMESPACES] : [...SHELL_NAMESPACES, ERRORS_NAMESPACE];
}

/**
 * One file per language and namespace (locales/<language>/<namespace>.ts). In the app each is
 * its own small chunk, fetched when a screen first asks for its namespace in that language.
 */
const catalogueLoaders = import.meta.glob<{ default: Resource[string] }>('./locales/*/*.ts');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogueLoaders[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const BASE_OPTIONS: InitOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: [...SHELL_NAMESPACES],
  // React escapes what it renders; escaping here would show "&amp;" in texts.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
};

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

function followDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', followDocumentLanguage);

/**
 * The app's start: the browser's remembered language, the shell's catalogues and `screenNamespaces`
 * (those of the screen being opened); the rest are fetched as screens need them.
 */
export function initI18n(screenNamespaces: readonly string[] = []): Promise<unknown> {
  const language = storedLanguage();
  return Promise.all([
    i18n.use(lazyCatalogues).init({ ...BASE_OPTIONS, lng: language, ns: [...namespacesFor(language), ...screenNamespaces] }),
    language === DEFAULT_LANGUAGE ? undefined : loadTranslators(),
  ]);
}

/** Tests: every catalogue in memory, initialised synchronously, English unless told. */
export function initI18nWithResources(resources: Resource, language: Language = DEFAULT_LANGUAGE): void {
  void i18n.init({ ...BASE_OPTIONS, lng: language, resources, initAsync: false, react: { useSuspense: false } });
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** en-MY or ms-MY, for Intl date and money formats. */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

/** Switches every screen at once and remembers the choice in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (language !== DEFAULT_LANGUAGE) await loadTranslators();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespacesFor(language));
}

/** The English wording of every error code, or an empty table while it is not loaded. */
export function englishErrorCodes(): Readonly<Record<string, string>> {
  const bundle: unknown = i18n.getResourceBundle(DEFAULT_LANGUAGE, ERRORS_NAMESPACE);
  const codes: unknown = typeof bundle === 'object' && bundle !== null ? (bundle as { codes?: unknown }).codes : undefined;
  return typeof codes === 'object' && codes !== null ? (codes as Record<string, string>) : {};
}
