// The development/unit-type picker (SPEC §2.15, decision 030): the developments of GET
// /developments (a coming-soon one can't be chosen) and the chosen development's unit types
// from its detail (the demo's are ids 33, 34, 35, …). Accept stays disabled until a unit type
// is chosen; it reports the unit type's id as a number plus the development's code (and the
// unit type's code, so nothing has to look it up again), then closes and resets.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBrowsable, type TypologyCode } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import dialogStyles from '../../components/ui/dialog.module.css';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useDevelopment } from '../../api/developments/get-development';
import { firstDevelopmentOf, useDevelopments } from '../../api/developments/get-developments';
import { useLanguage } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';
import { unitTypesBySize } from '../../lib/unit-types';
import styles from './home.module.css';

export interface PickerChoice {
  typology: number;
  /** The development's code ('PDC'). */
  development: string;
  /** The unit type's code ('2R'). */
  typologyCode: TypologyCode;
}

export function PickerDialog({ open, onOpenChange, onAccept }: { open: boolean; onOpenChange: (open: boolean) => void; onAccept: (choice: PickerChoice) => void }) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const list = useDevelopments();
  const developments = list.data ?? [];
  // The development chosen (its slug); none chosen yet: the first one.
  const [chosen, setChosen] = useState<string | null>(null);
  const [typology, setTypology] = useState<number | null>(null);
  const slug = chosen ?? firstDevelopmentOf(developments)?.slug ?? developments.find((d) => isBrowsable(d.status))?.slug ?? null;
  const development = developments.find((d) => d.slug === slug) ?? null;
  const detail = useDevelopment(slug);
  const types = unitTypesBySize(detail.data?.typologies ?? []);
  const chosenType = types.find((ty) => ty.id === typology) ?? null;

  function reset() {
    setChosen(null);
    setTypology(null);
  }
  function close() {
    reset();
    onOpenChange(false);
  }
  function accept() {
    if (!chosenType || !development) return;
    onAccept({ typology: chosenType.id, development: development.code, typologyCode: chosenType.code });
    close();
  }

  return (
    <ModalDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <ModalDialog.Close className={styles.dialogClose} aria-label={t('picker.close')}>
        <X size={20} aria-hidden="true" />
      </ModalDialog.Close>
      <ModalDialog.Title className={dialogStyles.title}>{t('picker.title')}</ModalDialog.Title>
      <ModalDialog.Description className={dialogStyles.description}>{t('picker.lead')}</ModalDialog.Description>
      <fieldset className={styles.choiceGroup}>
        <legend className={styles.choiceLegend}>{t('picker.development')}</legend>
        {list.isPending ? <p role="status">{t('picker.loading')}</p> : null}
        {developments.map((d) => {
          const disabled = !isBrowsable(d.status);
          return (
            <label key={d.slug} className={styles.choice} data-disabled={disabled || undefined} data-focus-ring="within">
              <input
                type="radio"
                name="development"
                value={d.code}
                checked={slug === d.slug}
                disabled={disabled}
                onChange={() => {
                  setChosen(d.slug);
                  setTypology(null);
                }}
              />
              <span className={styles.choiceText}>{d.name}</span>
              {d.status === 'coming_soon' ? <span className={styles.choiceSoon}>{t('comingSoon')}</span> : null}
            </label>
          );
        })}
      </fieldset>
      <fieldset className={styles.choiceGroup}>
        <legend className={styles.choiceLegend}>{t('picker.typology')}</legend>
        {slug && detail.isPending ? <p role="status">{t('picker.loading')}</p> : null}
        {detail.data && types.length === 0 ? <p>{t('picker.noTypes')}</p> : null}
        {types.map((ty) => (
          <label key={ty.id} className={styles.choice} data-focus-ring="within">
            <input type="radio" name="typology" value={ty.id} checked={typology === ty.id} onChange={() => setTypology(ty.id)} />
            <span className={styles.choiceText}>
              <span>{ty.name}</span>
              <span className={styles.choiceMeta}>{t('picker.size', { size: formatNumber(ty.size_m2, lang) })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.dialogActions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={close}>
          {t('picker.cancel')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={chosenType === null} onClick={accept}>
          {t('picker.accept')}
        </button>
      </div>
    </ModalDialog>
  );
}
