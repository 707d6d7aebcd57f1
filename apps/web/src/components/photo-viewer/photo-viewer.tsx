// A full-screen photo viewer (decision 067): one photo large on a dark stage, whole (contained,
// never cropped), its space the stage's; the previous and next buttons and the arrow keys (going
// round at the ends, so no button is ever disabled under the keyboard's focus), the position
// ("3 / 7", said to screen readers as words), and Close and Escape. The house's ModalDialog keeps
// Tab inside and gives focus back to the photo that opened it. Swiping is not needed: every move
// is a button a finger can press. The news gallery uses it; any other gallery can.
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect } from 'react';
import type { Picture } from '@vitrina/contracts';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { ModalDialog } from '../ui/modal-dialog';
import { stepIndex } from './step-index';
import styles from './photo-viewer.module.css';

export interface ViewerPhoto {
  id: number | string;
  picture: Picture;
  alt: string;
}

export interface PhotoViewerTexts {
  /** The dialog's name (what these photos are of). */
  title: string;
  /** Said with the dialog: how to move between photos. */
  hint: string;
  previous: string;
  next: string;
  close: string;
  /** "3 / 7" as shown, and as said ("Photo 3 of 7"). */
  position: (number: string, count: string) => { shown: string; said: string };
}

/** `index`: the photo shown, null when closed; `onIndexChange(null)` closes it. */
export function PhotoViewer({ photos, index, onIndexChange, texts }: { photos: readonly ViewerPhoto[]; index: number | null; onIndexChange: (index: number | null) => void; texts: PhotoViewerTexts }) {
  const lang = useLanguage();
  const open = index !== null && photos.length > 0;
  const at = open ? Math.min(index, photos.length - 1) : 0;
  const photo = photos[at];
  const several = photos.length > 1;
  const go = (step: -1 | 1) => onIndexChange(stepIndex(at, step, photos.length));
  const position = texts.position(formatNumber(at + 1, lang), formatNumber(photos.length, lang));

  // On the document, capturing, not on the frame: a click on the photo leaves focus on the frame,
  // outside any child's handler, and Base UI's popup keeps some keys from bubbling. While the
  // viewer is open nothing else on the page takes keys.
  useEffect(() => {
    if (!open || !several) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange(stepIndex(at, event.key === 'ArrowLeft' ? -1 : 1, photos.length));
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, several, at, photos.length, onIndexChange]);

  return (
    <ModalDialog open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))} className={styles.viewer} backdropClassName={styles.backdrop}>
      {photo ? (
        <div className={`${styles.layout} on-dark`}>
          <header className={styles.head}>
            <ModalDialog.Title className={styles.title}>{texts.title}</ModalDialog.Title>
            <ModalDialog.Description className={styles.visuallyHidden}>{texts.hint}</ModalDialog.Description>
            <ModalDialog.Close className={styles.button} aria-label={texts.close}>
              <X size={22} aria-hidden="true" />
            </ModalDialog.Close>
          </header>
          <figure className={styles.stage}>
            <img
              key={photo.id}
              className={styles.image}
              src={photo.picture.url}
              srcSet={photo.picture.srcset || undefined}
              sizes={photo.picture.srcset ? '100vw' : undefined}
              width={photo.picture.width}
              height={photo.picture.height}
              alt={photo.alt}
              decoding="async"
            />
          </figure>
          <footer className={styles.foot}>
            {several ? (
              <button type="button" className={styles.button} aria-label={texts.previous} onClick={() => go(-1)}>
                <ChevronLeft size={24} aria-hidden="true" />
              </button>
            ) : null}
            <p className={styles.position} aria-live="polite" aria-atomic="true">
              <span aria-hidden="true">{position.shown}</span>
              <span className={styles.visuallyHidden}>{position.said}</span>
            </p>
            {several ? (
              <button type="button" className={styles.button} aria-label={texts.next} onClick={() => go(1)}>
                <ChevronRight size={24} aria-hidden="true" />
              </button>
            ) : null}
          </footer>
        </div>
      ) : null}
    </ModalDialog>
  );
}
