// /admin/developments/{slug}/news (the office: Admin, Vitrina, Selecta; decision 064): a
// development's construction news — a new post, then every post newest first (scheduled ones
// too), each with its photos, edit and delete.
import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOfficePosts } from '../../../../api/news/office-posts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useBrandName } from '../../../../lib/brand';
import { errorCode } from '../../../../lib/error-text';
import { adminDevelopmentUnitsPath } from '../../../../lib/routes';
import pageStyles from '../../shared/components/wide-page.module.css';
import { OfficePostCard } from './office-post';
import { PostForm } from './post-form';
import styles from './news.module.css';

export function NewsPage({ slug }: { slug: string }) {
  const { t } = useTranslation('news');
  const brandName = useBrandName();
  const query = useOfficePosts(slug);
  // null: no form; 'new'; or the id of the post being edited.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  // After a save, focus goes to the saved post's title (the form it was in is gone) once the
  // list that holds it is drawn.
  const saved = useRef<number | null>(null);
  const posts = query.data?.posts ?? [];
  useEffect(() => {
    const heading = saved.current === null ? null : document.getElementById(`office-post-${saved.current}`);
    if (!heading) return;
    heading.focus();
    saved.current = null;
  }, [query.data, editing]);
  const done = (savedId?: number) => {
    setEditing(null);
    if (savedId !== undefined) saved.current = savedId;
  };
  const name = posts[0]?.development.name ?? slug;

  return (
    <div className={pageStyles.page}>
      <title>{`${t('office.title')} · ${name} · ${brandName}`}</title>
      <Link to={adminDevelopmentUnitsPath(slug)} className={pageStyles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('office.back')}
      </Link>
      <header className={pageStyles.header}>
        <div className={pageStyles.headerText}>
          <p className={pageStyles.eyebrow}>{t('office.eyebrow')}</p>
          <h1 className={pageStyles.title} aria-busy={query.isPending}>
            {t('office.title')}
          </h1>
          <p className={pageStyles.lead}>{t('office.lead')}</p>
        </div>
        {query.data && editing === null ? (
          <div className={pageStyles.tools}>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setEditing('new')}>
              <Plus size={18} aria-hidden="true" />
              {t('office.new')}
            </button>
          </div>
        ) : null}
      </header>
      {query.data ? (
        <div className={styles.list}>
          {editing === 'new' ? <PostForm slug={slug} post={null} onDone={done} /> : null}
          {posts.length === 0 && editing === null ? <p className={pageStyles.state}>{t('office.empty')}</p> : null}
          {posts.map((post) =>
            editing === post.id ? (
              <PostForm key={post.id} slug={slug} post={post} onDone={done} />
            ) : (
              <OfficePostCard key={post.id} post={post} onEdit={() => setEditing(post.id)} />
            ),
          )}
        </div>
      ) : query.isError ? (
        <div className={pageStyles.state} role="alert">
          <p className={pageStyles.problem}>{errorCode(query.error) === 'not_found' ? t('office.notFound') : t('office.loadError')}</p>
        </div>
      ) : (
        <p className={pageStyles.state} role="status">
          {t('office.loading')}
        </p>
      )}
    </div>
  );
}
