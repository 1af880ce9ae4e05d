import { describe, expect, it } from 'vitest';
import { bundleTranslators } from '../i18n/translation';
import * as translators from '../i18n/translators';
import { theme } from './theme';
import { themeForLanguage } from './themeForLanguage';

type PaginationProps = { getItemAriaLabel: (type: string) => string };

const pageLabel = (forTheme: ReturnType<typeof themeForLanguage>) =>
  (forTheme.components?.MuiPagination?.defaultProps as PaginationProps | undefined)?.getItemAriaLabel('next');

describe('themeForLanguage', () => {
  it("words MUI's own texts in Malay once Malay's translators have loaded, and keeps English's", () => {
    bundleTranslators(translators);
    const malay = themeForLanguage('ms');
    expect(pageLabel(malay)).toBe('Pergi ke halaman seterusnya');
    expect(themeForLanguage('ms')).toBe(malay);
    expect(themeForLanguage('en')).toBe(theme);
  });
});
