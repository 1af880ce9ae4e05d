import { useTranslation } from 'react-i18next';
import { BENEFIT_KEYS, TIER_NAMES, isOneOf } from '../utils/loyalty';

/** Tier names and benefit keys in the reader's language; an unknown one is shown as it came. */
export function useLoyaltyTexts() {
  const { t } = useTranslation('account');
  return {
    tierName: (name: string) => (isOneOf(TIER_NAMES, name) ? t(`tier.names.${name}`) : name),
    benefit: (key: string) => (isOneOf(BENEFIT_KEYS, key) ? t(`benefits.${key}`) : key),
  };
}
