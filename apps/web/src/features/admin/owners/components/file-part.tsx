// One part of a unit's file in the office (documents, schedule, thread): its title in small
// capitals, its buttons beside it, and its body once its query has answered — loading and a
// failure (with a way to try again) said in words, as the unit's panel does.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../../components/ui/button.module.css';
import styles from './owners.module.css';

interface PartQuery<T> {
  data: T | null | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export function FilePart<T>({ title, tools, query, children }: { title: string; tools?: ReactNode; query: PartQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('ownerFileOffice');
  const id = useId();
  const { data } = query;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h3 id={id} className={styles.sectionTitle}>
          {title}
        </h3>
        {data ? tools : null}
      </div>
      {data ? (
        children(data)
      ) : query.isError || data === null ? (
        <div className={styles.buttons}>
          <p className={styles.problem} role="alert">
            {t('loadError')}
          </p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}
