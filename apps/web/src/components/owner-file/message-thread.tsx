// A unit's thread between its buyer and the office (issue 34): the messages, newest last, each
// with who wrote it (name and side) and when; the other side's messages unread before this read
// marked "new" (still marked after a later read: use-new-marks); messages written offline and
// waiting for the connection; and a form to write (plain text up to MESSAGE_BODY_MAX_LENGTH
// characters, checked by the contracts' schema, the server's refusals translated). Used by the
// buyer's file and meant for the office's panel.
//
// Takes: `thread` (GET /units/{id}/messages); `viewer` — the reader's `side` ('buyer' | 'office')
// and account `id` (their own messages read "you"); `onSend(body)` (api/owner-file's
// post-unit-message: resolves `{ kept: true }` when it waits offline); optionally `pending` (the
// kept messages, useKeptMessages), `canWrite` (false: no form, e.g. a unit without a buyer),
// `headingLevel` of the form's title (3 by default) and `earlier` (a long thread comes in pages:
// whether earlier messages remain and how to read them — "Earlier messages" above the list).
import { ChevronUp, CloudOff, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX_LENGTH, messageLength, messageWriteSchema, type MessageSide, type MessageThread as Thread, type MessageWrite } from '@vitrina/contracts';
import buttonStyles from '../ui/button.module.css';
import cardStyles from '../ui/card.module.css';
import fieldStyles from '../form/field.module.css';
import { useMessageText } from '../form/use-field-error';
import { useSchemaForm } from '../form/use-schema-form';
import { notify } from '../notifications/notification-service';
import { useOnline } from '../../lib/connection';
import { useErrorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import styles from './owner-file.module.css';
import { useNewMarks } from './use-new-marks';

export interface PendingMessage {
  id: string;
  body: string;
  queuedAt: number;
}

export interface MessageThreadProps {
  thread: Thread;
  viewer: { side: MessageSide; id: number | null };
  onSend: (body: string) => Promise<{ kept: boolean }>;
  pending?: readonly PendingMessage[];
  canWrite?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The office's words where the buyer's would be wrong ("Write to the buyer"). */
  texts?: { write?: string; listLabel?: string; empty?: string };
  /** Earlier messages not shown yet (`thread.has_earlier`) and how to read them (the query's next page). */
  earlier?: { loading: boolean; onLoad: () => Promise<{ data?: Thread | null; isError: boolean }> };
}

export function MessageThread({ thread, viewer, onSend, pending = [], canWrite = true, headingLevel = 3, texts = {}, earlier }: MessageThreadProps) {
  const { t } = useTranslation('ownerFile');
  const lang = useLanguage();
  const fresh = useNewMarks(thread, viewer.side);
  const sideName = (side: MessageSide) => t(side === 'office' ? 'messages.office' : 'messages.buyer');

  return (
    <>
      {thread.messages.length + pending.length === 0 ? <p className={styles.empty}>{texts.empty ?? t('messages.empty')}</p> : null}
      {earlier ? <EarlierMessages thread={thread} earlier={earlier} /> : null}
      <ol className={styles.thread} aria-label={texts.listLabel ?? t('messages.listLabel')} data-thread="">
        {thread.messages.map((message) => {
          const mine = message.author.side === viewer.side && message.author.id !== null && message.author.id === viewer.id;
          return (
            // Focusable by script only: the first message takes the focus when the earlier ones are all in.
            <li key={message.id} className={`${cardStyles.card} ${styles.message}`} data-mine={mine || undefined} tabIndex={-1}>
              <p className={styles.messageHead}>
                <span className={styles.author}>{mine ? t('messages.you') : message.author.name}</span>
                <span className={styles.messageMeta}>
                  {sideName(message.author.side)} · <time dateTime={message.created_at}>{formatDateTime(message.created_at, lang)}</time>
                </span>
                {fresh.has(message.id) ? <span className={styles.newMark}>{t('messages.new')}</span> : null}
              </p>
              <p className={styles.body}>{message.body}</p>
            </li>
          );
        })}
        {pending.map((message) => (
          <li key={message.id} className={`${cardStyles.card} ${styles.message}`} data-mine>
            <p className={styles.messageHead}>
              <span className={styles.author}>{t('messages.you')}</span>
              <span className={styles.newMark}>
                <CloudOff size={14} aria-hidden="true" /> {t('messages.waiting')}
              </span>
            </p>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      {canWrite ? <MessageForm onSend={onSend} headingLevel={headingLevel} title={texts.write ?? t('messages.write')} /> : null}
    </>
  );
}

/**
 * "Earlier messages" above the list while the thread has some not shown. The button keeps the
 * focus while more remain; once the first message is in, the button goes and the focus moves to
 * that message (at the same place, the top of the list). A polite line says how many came.
 */
function EarlierMessages({ thread, earlier }: { thread: Thread; earlier: NonNullable<MessageThreadProps['earlier']> }) {
  const { t } = useTranslation('ownerFile');
  const online = useOnline();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  // Asked for while a page is read: when the list holds the first message, it takes the focus.
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!focusFirst.current || thread.has_earlier) return;
    focusFirst.current = false;
    box.current?.parentElement?.querySelector<HTMLElement>('[data-thread] > li')?.focus();
  }, [thread]);

  async function load() {
    if (earlier.loading) return;
    if (!online) {
      notify.toast({ message: t('messages.earlierOffline'), color: 'info' });
      return;
    }
    const before = thread.messages.length;
    focusFirst.current = true;
    const { data, isError } = await earlier.onLoad();
    // More remain (or nothing came): the button stays, with the focus.
    if (!data || data.has_earlier) focusFirst.current = false;
    if (isError || !data) {
      notify.toast({ message: t('messages.earlierFailed'), color: 'error' });
      return;
    }
    setShown(data.messages.length - before);
  }

  // Drawn once there is something to say: the status line is in place before it changes.
  if (!thread.has_earlier && shown === null) return null;
  return (
    <div ref={box} className={styles.earlier}>
      {thread.has_earlier ? (
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => void load()} aria-disabled={earlier.loading || undefined}>
          <ChevronUp size={18} aria-hidden="true" />
          {earlier.loading ? t('messages.earlierLoading') : t('messages.earlier')}
        </button>
      ) : null}
      <p role="status" className={styles.visuallyHidden}>
        {shown === null ? '' : t('messages.earlierShown', { count: shown })}
      </p>
    </div>
  );
}

function MessageForm({ onSend, headingLevel, title }: { onSend: MessageThreadProps['onSend']; headingLevel: 2 | 3 | 4; title: string }) {
  const { t } = useTranslation('ownerFile');
  const text = useMessageText();
  const errorText = useErrorText('ownerFile');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm<MessageWrite>(messageWriteSchema, { defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = messageLength(form.watch('body') ?? '');
  const error = text(errors.body?.message);
  const Heading = `h${headingLevel}` as const;
  const id = useId();

  const submit = form.handleSubmit(async ({ body }) => {
    setProblem(null);
    try {
      const { kept } = await onSend(body);
      form.reset({ body: '' });
      notify.toast({ message: t(kept ? 'messages.kept' : 'messages.sent'), color: kept ? 'info' : 'success' });
    } catch (failure) {
      const unplaced = form.placeServerErrors(failure);
      if (!form.getFieldState('body').error) setProblem(unplaced[0] ?? errorText(failure, 'messages.failed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.documentTitle}>
        {title}
      </Heading>
      <div className={fieldStyles.field} data-invalid={error ? '' : undefined}>
        <label htmlFor={`${id}-body`} className={fieldStyles.label}>
          {t('messages.label')}
        </label>
        <textarea
          id={`${id}-body`}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
          {...form.register('body')}
        />
        {error ? (
          <p id={`${id}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.formFoot}>
        <span id={`${id}-count`} className={styles.counter}>
          {t('messages.counter', { count: length, max: MESSAGE_BODY_MAX_LENGTH })}
        </span>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} aria-disabled={isSubmitting || undefined}>
          <Send size={18} aria-hidden="true" />
          {isSubmitting ? t('messages.sending') : t('messages.send')}
        </button>
      </div>
    </form>
  );
}
