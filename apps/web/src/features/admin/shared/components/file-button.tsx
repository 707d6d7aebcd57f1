// A file chooser drawn as a button: the real input (visually hidden, still reached with Tab and
// opened with Enter or Space) carries the label, so a screen reader and a test find it by name.
import type { ReactNode } from 'react';
import styles from './file-button.module.css';

export function FileButton({ label, accessibleLabel, accept, multiple = false, busy = false, icon, onFiles }: {
  label: string;
  /** A longer name for screen readers (which unit type's cover). */
  accessibleLabel?: string;
  accept: string;
  multiple?: boolean;
  busy?: boolean;
  icon?: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className={styles.fileButton} data-busy={busy ? '' : undefined}>
      <input
        type="file"
        className={styles.visuallyHidden}
        accept={accept}
        multiple={multiple}
        disabled={busy}
        aria-label={accessibleLabel ?? label}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // The same file chosen again later must fire a change again.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      {icon}
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
