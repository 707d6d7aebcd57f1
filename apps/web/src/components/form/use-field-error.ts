// Field messages: the shared schemas put i18n keys in their issues (e.g. 'register.nameRequired');
// they are translated from the 'validation' namespace, which holds VALIDATION_TEXTS of
// @vitrina/contracts. A message that is not a key (a server's translated text) shows as is.
import { isMessageKey } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

export function useMessageText() {
  const { t } = useTranslation('validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!isMessageKey(message)) return message;
    // The validation catalogue is nested by prefix: 'register.nameRequired' → register → nameRequired.
    return t(message as never, { defaultValue: message });
  };
}
