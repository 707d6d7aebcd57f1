// /news (decision 064): the buyer's construction news — the published posts of every development
// where they have a reserved or sold unit, newest first, in their language (another when the
// post lacks it), each with its photos. A notification's link lands on one post (#post-{id}).
// Offline it shows what was last seen (the answer is kept on the device, decision 067), or says
// it needs a connection when it was never loaded here.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyNews } from '../../../api/news/reader-posts';
import { PostCard } from '../../../components/news/post-card';
import { NeedsConnection } from '../../../offline/needs-connection';
import typography from '../../../components/ui/typography.module.css';
import { useBrandName } from '../../../lib/brand';
import { useOnline, waitsForConnection } from '../../../lib/connection';
import styles from '../owner.module.css';

export function MyNewsPage() {
  const { t } = useTranslation('news');
  const brandName = useBrandName();
  const news = useMyNews();
  const online = useOnline();
  const offline = waitsForConnection(news);
  const posts = news.data?.posts ?? [];
  const developments = new Set(posts.map((p) => p.development.slug)).size;

  // The post a notification names, once the list is drawn.
  const loaded = news.data !== undefined;
  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith('#post-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <div className={styles.page}>
      <title>{`${t('mine.title')} · ${brandName}`}</title>
      <header className={styles.header}>
        <p className={typography.eyebrow}>{t('mine.eyebrow')}</p>
        <h1 className={typography.pageTitle}>{t('mine.title')}</h1>
        <p className={styles.lead}>{t('mine.lead')}</p>
        {!online && news.data !== undefined ? <p className={styles.muted}>{t('mine.offline')}</p> : null}
      </header>
      {offline ? (
        <NeedsConnection />
      ) : news.isPending ? (
        <p role="status" className={styles.muted}>
          {t('mine.loading')}
        </p>
      ) : news.isError ? (
        <p role="alert" className={styles.muted}>
          {t('mine.loadError')}
        </p>
      ) : posts.length === 0 ? (
        <p className={styles.muted}>{t('mine.empty')}</p>
      ) : (
        <div className={styles.news}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} showDevelopment={developments > 1} />
          ))}
        </div>
      )}
    </div>
  );
}
