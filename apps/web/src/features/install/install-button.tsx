// "Add to home screen" (SPEC §1). Uses the browser's install prompt when there is one; on iOS
// and elsewhere it explains how to do it by hand. Hidden when already running installed.
// Its space is reserved even while hidden, so nothing on the page moves when it appears.
import { SmartphoneIcon } from '../../components/icons/first-load-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/ui/button.module.css';
import { consumeInstallPrompt, isIos } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';
import styles from './install-button.module.css';

type Message = 'added' | 'installCancelled' | 'installError' | 'iosInstructions' | 'fallbackInstructions';

export function InstallButton({ className }: { className?: string }) {
  const { t } = useTranslation('addAccess');
  const { visible, standalone, installed } = useInstallPrompt();
  const [message, setMessage] = useState<Message | null>(null);

  if (standalone) return null;

  async function install() {
    const prompt = consumeInstallPrompt();
    if (!prompt) {
      setMessage(isIos() ? 'iosInstructions' : 'fallbackInstructions');
      return;
    }
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      setMessage(outcome === 'accepted' ? 'added' : 'installCancelled');
    } catch {
      setMessage('installError');
    }
  }

  return (
    <div className={[styles.slot, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={[buttonStyles.button, buttonStyles.quiet, styles.button].join(' ')}
        hidden={!visible || installed}
        onClick={() => void install()}
      >
        <SmartphoneIcon size={16} strokeWidth={1.5} aria-hidden="true" />
        {t('button')}
      </button>
      <p className={styles.message} role="status">
        {message ? t(message) : null}
      </p>
    </div>
  );
}
