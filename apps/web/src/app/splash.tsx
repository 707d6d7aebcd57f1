// Shown while a screen's code or its translations load (usually a few milliseconds). It fades
// in only after a short delay, so fast loads show nothing at all instead of a flash.
import { BrandMark } from '../components/brand/brand-mark';
import styles from './splash.module.css';

export function Splash() {
  return (
    <div className={styles.splash} aria-busy="true">
      <BrandMark size={56} className={styles.mark} />
    </div>
  );
}
