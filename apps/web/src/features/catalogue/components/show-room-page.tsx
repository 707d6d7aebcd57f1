// /show-room (SPEC §2.6, §4): the unit's name and typology, the package tabs GOLD, PREMIUM and
// BLACK (and Estándar in front for a unit furnished at that level, decision 014), the room strip starting at 'all', and a grid of the items of the unit's own typology.
// BLACK shows the marketing view and fetches nothing. Tapping a card opens /item/{id}.
// The category's full list is read (POST /items/category, as the offline download keeps it) and
// the grid draws the rows on screen when it holds thousands (item-grid.tsx, decision 026).
import { MessageCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_SHOW_ROOM_PROPERTY_ID, ROOM_FILTER_ALL, categoryFetchesItems, chatLink, displayTypology, roomKey, showRoomCategory, showRoomTabs, type Category, type Item, unitTypeText } from '@vitrina/contracts';
import { useRovingFocus } from '../../../components/ui/use-roving-focus';
import { useLanguage } from '../../../lib/i18n';
import { waitsForConnection } from '../../../lib/connection';
import { useConfig } from '../../../api/config/get-config';
import { useItemsByCategory } from '../../../api/items/get-items-by-category';
import { DownloadUnit } from '../../../offline/download-unit';
import { NeedsConnection } from '../../../offline/needs-connection';
import { useProperty } from '../../../api/properties/get-property';
import { useDevelopmentByCode } from '../../../api/developments/use-development-by-code';
import { useStoredPropertyData } from '../property-data';
import { BlackView } from './black-view';
import { ComparisonView } from './comparison-view';
import { ItemGrid } from './item-grid';
import styles from './show-room.module.css';

/** The rooms of the strip: the API's labels, each once, in first-seen order. */
function roomOptions(items: readonly Item[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    const label = item.room_label ?? item.room;
    if (label.trim() && !seen.has(roomKey(label))) seen.set(roomKey(label), label);
  }
  return [...seen.values()];
}

export function ShowRoomPage() {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const stored = useStoredPropertyData();
  const propertyId = params.get('property') ?? stored.id ?? DEFAULT_SHOW_ROOM_PROPERTY_ID;
  const property = useProperty(propertyId, { placeholderData: stored.unit && String(stored.unit.id) === propertyId ? stored.unit : undefined });
  const unit = property.data;
  const category: Category = showRoomCategory(params.get('package'), unit?.furniture);
  const fetchesItems = categoryFetchesItems(category);
  const comparing = params.get('compare') === '1';
  // The unit's development: its BLACK terms and the comparison's prices. Only those views read
  // it (the loader prefetches it for them), so the other tabs neither wait for it nor fetch it
  // after hydrating, which would draw the page a second time for nothing.
  const development = useDevelopmentByCode(comparing || !fetchesItems ? unit?.development : null);
  const items = useItemsByCategory(category, unit?.typology ?? '2R', { enabled: !!unit && fetchesItems && params.get('compare') !== '1' });
  const [room, setRoom] = useState<string>(ROOM_FILTER_ALL);
  const { data: config } = useConfig();
  const chat = config ? chatLink(config.chatPhoneSales, t('chatMessage')) : null;

  const list = useMemo(() => (fetchesItems ? (items.data ?? []) : []), [fetchesItems, items.data]);
  const rooms = useMemo(() => roomOptions(list), [list]);
  const shown = room === ROOM_FILTER_ALL ? list : list.filter((i) => roomKey(i.room_label ?? i.room) === roomKey(room));

  const tabs = showRoomTabs(unit?.furniture);
  const roomChoices = [ROOM_FILTER_ALL, ...rooms];
  // Arrow keys inside the package tabs and the room chips (decision 031).
  const tabKeys = useRovingFocus((i) => choose(tabs[i]!));
  const roomKeys = useRovingFocus((i) => setRoom(roomChoices[i]!), { orientation: 'both' });
  const ids = { tab: useId(), panel: useId() };
  // Never opened here and no connection: say so (not "could not load"); it loads by itself later.
  const unitOffline = waitsForConnection(property);
  const itemsOffline = waitsForConnection(items);

  function update(change: (copy: URLSearchParams) => void) {
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        change(copy);
        return copy;
      },
      { replace: true },
    );
  }

  function choose(next: Category) {
    setRoom(ROOM_FILTER_ALL);
    update((copy) => {
      copy.set('package', next);
      copy.delete('compare');
    });
  }

  return (
    <div className={styles.page} data-category={category}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('showRoom.eyebrow')}</p>
        <h1 className={styles.title} aria-busy={property.isPending && !unitOffline}>
          {unit ? unit.name : unitOffline ? t('showRoom.eyebrow') : t('showRoom.loadingUnit')}
        </h1>
        {unit ? (
          <p className={styles.typology}>
            {unitTypeText(unit, lang)} · {displayTypology(unit.typology)}
          </p>
        ) : null}
        {(property.isError && !unitOffline) || unit === null ? (
          <p role="alert" className={styles.error}>
            {t('showRoom.unitError')}
          </p>
        ) : null}
        {unit ? <DownloadUnit unit={unit} /> : null}
      </header>
      {unitOffline ? <NeedsConnection /> : null}

      <div className={styles.tabs} role="tablist" aria-label={t('showRoom.packages')} {...tabKeys.container}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${ids.tab}-${name}`}
            className={styles.tab}
            data-package={name}
            aria-selected={category === name}
            aria-controls={ids.panel}
            {...tabKeys.item(category === name)}
            onClick={() => choose(name)}
          >
            {t(`package.${name}`)}
          </button>
        ))}
      </div>
      {/* The chosen package's panel: everything below the tabs shows that package. */}
      <div className={styles.panel} role="tabpanel" id={ids.panel} aria-labelledby={`${ids.tab}-${category}`}>
        {category === 'ESTANDAR' ? <p className={styles.note}>{t('showRoom.standardNote')}</p> : null}
        <button
          type="button"
          className={styles.compareToggle}
          aria-pressed={comparing}
          onClick={() => update((copy) => (comparing ? copy.delete('compare') : copy.set('compare', '1')))}
        >
          {t('compare.toggle')}
        </button>

        {comparing && unit ? (
          <ComparisonView typology={unit.typology} prices={development.data} />
        ) : !fetchesItems ? (
          <BlackView chat={chat} email={config?.salesEmail ?? null} downPaymentPercent={development.data?.package_terms.BLACK.down_payment_percent ?? null} />
        ) : (
          <section aria-labelledby="show-room-items" className={styles.catalogue}>
            <h2 id="show-room-items" className={styles.srOnly}>
              {t('showRoom.itemsTitle')}
            </h2>
            {rooms.length > 0 ? (
              <div className={styles.rooms} role="radiogroup" aria-label={t('showRoom.rooms')} {...roomKeys.container}>
                {roomChoices.map((r) => (
                  <button key={r} type="button" role="radio" className={styles.room} aria-checked={room === r} {...roomKeys.item(room === r)} onClick={() => setRoom(r)}>
                    {r === ROOM_FILTER_ALL ? t('showRoom.all') : r}
                  </button>
                ))}
              </div>
            ) : null}
            {itemsOffline ? <NeedsConnection /> : null}
            {items.isPending && !!unit && !itemsOffline ? (
              <p className={styles.status} role="status">
                {t('showRoom.loadingItems')}
              </p>
            ) : null}
            {items.isError && !itemsOffline ? (
              <p className={styles.error} role="alert">
                {t('showRoom.itemsError')}
              </p>
            ) : null}
            {items.isSuccess && list.length === 0 ? <p className={styles.status}>{t('showRoom.empty')}</p> : null}
            <ItemGrid key={`${category}\u0000${room}`} items={shown} />
          </section>
        )}
      </div>

      {chat ? (
        <a className={styles.chatFab} href={chat} target="_blank" rel="noopener noreferrer" aria-label={t('showRoom.chat')}>
          <MessageCircle size={24} aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}
