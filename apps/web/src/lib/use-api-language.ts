// The language the data hooks ask the API for: the interface's resolved language. Read here,
// in hooks only, never inside query options or fetchers, which take it as an argument so they
// also run on the server renderer, where there is no interface language.
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@vitrina/contracts';
import { isLanguage } from './language';

export function useApiLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
