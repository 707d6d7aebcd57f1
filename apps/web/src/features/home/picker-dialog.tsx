// The development/typology picker (SPEC §2.15): development (first Playa del Carmen, second
// Miami) and typology (33, 34, 35). Accept stays disabled until a typology is chosen; it
// reports the typology id as a number plus the development, then closes and resets.
import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPOLOGIES } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import dialogStyles from '../../components/ui/dialog.module.css';
import { DEVELOPMENTS, type DevelopmentCode } from '../../components/development-cards/developments';
import cardStyles from '../../components/development-cards/development-cards.module.css';
import styles from './home.module.css';

export interface PickerChoice {
  typology: number;
  development: DevelopmentCode;
}

export function PickerDialog({ open, onOpenChange, onAccept }: { open: boolean; onOpenChange: (open: boolean) => void; onAccept: (choice: PickerChoice) => void }) {
  const { t } = useTranslation('home');
  const [development, setDevelopment] = useState<DevelopmentCode>(DEVELOPMENTS[0].code);
  const [typology, setTypology] = useState<number | null>(null);

  function reset() {
    setDevelopment(DEVELOPMENTS[0].code);
    setTypology(null);
  }
  function close() {
    reset();
    onOpenChange(false);
  }
  function accept() {
    if (typology === null) return;
    onAccept({ typology, development });
    close();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Popup className={dialogStyles.popup}>
          <Dialog.Close className={styles.dialogClose} aria-label={t('picker.close')}>
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className={dialogStyles.title}>{t('picker.title')}</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>{t('picker.lead')}</Dialog.Description>
          <fieldset className={styles.choiceGroup}>
            <legend className={styles.choiceLegend}>{t('picker.development')}</legend>
            {DEVELOPMENTS.map((d) => (
              <label key={d.code} className={styles.choice} data-disabled={d.comingSoon || undefined}>
                <input
                  type="radio"
                  name="development"
                  value={d.code}
                  checked={development === d.code}
                  disabled={d.comingSoon}
                  onChange={() => setDevelopment(d.code)}
                />
                <span>{t(`developments.${d.code}.name`)}</span>
                {d.comingSoon ? <span className={cardStyles.soon}>{t('comingSoon')}</span> : null}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choiceGroup}>
            <legend className={styles.choiceLegend}>{t('picker.typology')}</legend>
            {TYPOLOGIES.map((ty) => (
              <label key={ty.id} className={styles.choice}>
                <input type="radio" name="typology" value={ty.id} checked={typology === ty.id} onChange={() => setTypology(ty.id)} />
                <span>{t('picker.bedrooms', { count: ty.bedrooms })}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.dialogActions}>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={close}>
              {t('picker.cancel')}
            </button>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={typology === null} onClick={accept}>
              {t('picker.accept')}
            </button>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
