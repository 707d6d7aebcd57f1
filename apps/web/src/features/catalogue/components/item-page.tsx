// /item/{id} (SPEC §2.7): the picture (placeholder when missing), code, room, description, the
// disclaimer that photos are representative, back, share (the shell's) and a favourite toggle.
import { ArrowLeft, Heart, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Item } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { isConnectionError, waitsForConnection } from '../../../lib/connection';
import { readLocalFavourites, writeLocalFavourites } from '../../../lib/favourites/favourites-storage';
import { useFavourites } from '../../../lib/favourites/use-favourites';
import { PATHS } from '../../../lib/routes';
import { ShareDialogHost } from '../../../components/share/share-dialog-host';
import { useShare } from '../../../components/share/use-share';
import { useItem } from '../../../api/items/get-item';
import { NeedsConnection } from '../../../offline/needs-connection';
import { ItemImage } from './item-image';
import styles from './item.module.css';
import factStyles from '../../../components/ui/facts.module.css';

export function ItemPage({ id }: { id: string }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const item = useItem(id);
  const { favourites, toggle } = useFavourites();
  const { share, fallbackUrl, closeFallback } = useShare();

  function back() {
    // Came from within the app: step back; opened from a link: go to the show room.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(PATHS.showRoom);
  }

  const data = item.data;
  // Never opened here and no connection: that is not "not found"; it loads by itself later.
  const offline = waitsForConnection(item);
  const favourite = data ? favourites.find((f) => String(f.id) === String(data.id)) : undefined;
  const isFavourite = favourite?.isFavorite ?? false;

  function toggleFavourite(it: Item) {
    if (favourite) return toggle(favourite);
    // Not in the list yet: add it switched off, then switch it on through the shared toggle.
    const entry = { id: it.id, name: it.item, category: it.category, image: it.image, isFavorite: false };
    writeLocalFavourites([...readLocalFavourites(), entry]);
    toggle(entry);
  }

  return (
    <article className={styles.page} aria-busy={item.isPending && !offline}>
      <div className={styles.toolbar}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={back}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('item.back')}
        </button>
        {data ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-pressed={isFavourite}
              aria-label={t('item.favourite', { name: data.item })}
              onClick={() => toggleFavourite(data)}
            >
              <Heart size={22} aria-hidden="true" fill={isFavourite ? 'currentColor' : 'none'} />
            </button>
            <button type="button" className={styles.iconButton} aria-label={t('item.share')} onClick={() => void share(data.item)}>
              <Share2 size={22} aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>

      {offline ? <NeedsConnection /> : null}
      {item.isPending && !offline ? (
        <p role="status" className={styles.muted}>
          {t('item.loading')}
        </p>
      ) : null}
      {(item.isError && !isConnectionError(item.error)) || data === null ? (
        <div className={styles.body}>
          <h1 className={styles.title}>{t('item.notFound')}</h1>
        </div>
      ) : null}

      {data ? (
        <div className={styles.layout}>
          <ItemImage item={data} sizes="(min-width: 1024px) 560px, 100vw" eager className={styles.image} />
          <div className={styles.body}>
            <p className={styles.eyebrow}>{t(`package.${data.category}`)}</p>
            <h1 className={styles.title}>{data.item}</h1>
            <dl className={`${factStyles.facts} ${styles.facts}`}>
              <div>
                <dt>{t('item.code')}</dt>
                <dd>{data.code}</dd>
              </div>
              <div>
                <dt>{t('item.room')}</dt>
                <dd>{data.room_label ?? data.room}</dd>
              </div>
              <div>
                <dt>{t('item.quantity')}</dt>
                <dd>{data.quantity}</dd>
              </div>
            </dl>
            <p className={styles.description}>{data.description}</p>
            <p className={styles.disclaimer}>{t('item.disclaimer')}</p>
          </div>
        </div>
      ) : null}
      <ShareDialogHost url={fallbackUrl} onClose={closeFallback} />
    </article>
  );
}
