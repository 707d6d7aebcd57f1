// The skip link of every screen (decision 031): the first Tab stop; it moves focus to the
// screen's main heading, where a route change also puts it (app/route-focus.tsx), so the next
// Tab is the screen's first control. Without script it is an ordinary link to <main id="main">.
import { useTranslation } from 'react-i18next';
import { mainHeading } from '../../lib/focus/main-heading';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={styles.skip}
      onClick={(event) => {
        const heading = mainHeading();
        if (!heading) return;
        event.preventDefault();
        heading.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
