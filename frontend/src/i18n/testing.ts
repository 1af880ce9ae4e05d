import type { Resource } from 'i18next';
import { initI18nWithResources } from './i18n';
import { bundleTranslators } from './translation';
import * as translators from './translators';
import type { Language } from './languages';
import './resources';

/** Every catalogue, bundled: tests render at once in either language without suspending. */
const modules = import.meta.glob<{ default: Resource[string] }>('./locales/*/*.ts', { eager: true });

export function allCatalogues(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(modules)) {
    const [, language, namespace] = /\.\/locales\/(\w+)\/(\w+)\.ts$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
}

export function initTestI18n(language: Language = 'en'): void {
  bundleTranslators(translators);
  initI18nWithResources(allCatalogues(), language);
}
