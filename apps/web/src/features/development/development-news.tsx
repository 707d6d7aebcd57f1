// A development's public construction news on its page (decision 064): the published posts the
// office made public, newest first, below the page's own copy. Nothing is drawn while there are
// none (or while they load: the page's copy comes first, the news after it, below the fold).
import { useTranslation } from 'react-i18next';
import { useDevelopmentPosts } from '../../api/news/reader-posts';
import { PostCard } from '../../components/news/post-card';
import styles from './development.module.css';

export function DevelopmentNews({ slug }: { slug: string }) {
  const { t } = useTranslation('news');
  const posts = useDevelopmentPosts(slug).data?.posts ?? [];
  if (posts.length === 0) return null;
  return (
    <section className={styles.news} aria-labelledby="development-news-title">
      <h2 id="development-news-title" className={styles.newsTitle}>
        {t('public.title')}
      </h2>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel={3} />
      ))}
    </section>
  );
}
