// The package modal (SPEC §2 Layout, §4): Gold, Premium, Black; 'Acquire' shows a thank-you
// confirmation for the chosen package (premium when nothing was chosen, now or before);
// Accept or close resets the choice. Body scrolling is locked while it is open. A signed-in
// user's interest is sent to the sales team (POST /contact with `package`).
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MODAL_PACKAGE, PACKAGE_DISPLAY_NAMES, type PackageName } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { notify } from '../../../components/notifications/notification-service';
import { APP_EVENTS, onAppEvent } from '../../../lib/events';
import { useSession } from '../../../lib/use-session';
import { packageInterest, usePostContact } from '../../../api/contact/post-contact';
import { useBodyScrollLock } from '../../../lib/use-body-scroll-lock';
import { packageModalDevelopment } from './package-modal-event';
import { PackageChoice } from './package-choice';
import styles from './package-modal.module.css';

/** The package chosen at the last 'Acquire' (SPEC §4: "none chosen before"). */
let chosenBefore: PackageName | null = null;

/**
 * `defaultOpen`: mounted by the first open event (package-modal-host.tsx), so it opens at once,
 * on that event's development (`defaultDevelopment`; null: the first development).
 */
export function PackageModal({ defaultOpen = false, defaultDevelopment = null }: { defaultOpen?: boolean; defaultDevelopment?: string | null }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const [open, setOpen] = useState(defaultOpen);
  const [development, setDevelopment] = useState<string | null>(defaultDevelopment);
  const [selected, setSelected] = useState<PackageName | null>(null);
  const [confirmed, setConfirmed] = useState<PackageName | null>(null);
  const send = usePostContact();
  useBodyScrollLock(open);

  useEffect(
    () =>
      onAppEvent(APP_EVENTS.openPackageModal, (detail) => {
        setDevelopment(packageModalDevelopment(detail));
        setOpen(true);
      }),
    [],
  );

  function reset() {
    setOpen(false);
    setSelected(null);
    setConfirmed(null);
  }

  function acquire() {
    const pack = selected ?? chosenBefore ?? DEFAULT_MODAL_PACKAGE;
    chosenBefore = pack;
    setConfirmed(pack);
    if (!user) return;
    send.mutate(packageInterest(user, pack), {
      onSuccess: (result) => result.kept && notify.toast({ message: t('offline.leadKept', { ns: 'common' }), color: 'info' }),
      onError: () => notify.toast({ message: t('packages.sendError'), color: 'error' }),
    });
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : reset())}
      className={styles.popup}
      backdropClassName={styles.backdrop}
      frameProps={{ 'data-step': confirmed ? 'thanks' : 'choose' }}
    >
      <ModalDialog.Close className={styles.close} aria-label={t('packages.close')}>
        <X size={20} aria-hidden="true" />
      </ModalDialog.Close>
      {confirmed ? (
        <div className={styles.thanks}>
          <p className={styles.eyebrow}>{PACKAGE_DISPLAY_NAMES[confirmed]}</p>
          <ModalDialog.Title className={styles.title}>{t('packages.thanksTitle')}</ModalDialog.Title>
          <ModalDialog.Description className={styles.lead}>
            {t(user ? 'packages.thanksSignedIn' : 'packages.thanksVisitor', { package: PACKAGE_DISPLAY_NAMES[confirmed] })}
          </ModalDialog.Description>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={reset}>
            {t('packages.accept')}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.eyebrow}>{t('packages.eyebrow')}</p>
          <ModalDialog.Title className={styles.title}>{t('packages.title')}</ModalDialog.Title>
          <ModalDialog.Description className={styles.lead}>{t('packages.lead')}</ModalDialog.Description>
          <PackageChoice development={development} value={selected} onChange={setSelected} />
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`} onClick={acquire}>
            {t('packages.acquire')}
          </button>
        </>
      )}
    </ModalDialog>
  );
}
