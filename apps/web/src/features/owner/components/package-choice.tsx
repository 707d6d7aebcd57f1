// The buyer's choice of the unit's furniture package (issue 35, decision 059), on the unit's page
// beside "My file": the four levels side by side as radio cards with each one's price for the
// unit's type (the standard level included), the deadline, a button to ask, and the latest
// request's status with the office's note; a pending request can be withdrawn (until the deadline,
// no confirmation: asking again undoes it). Shown to the unit's buyer only (features/owner/buyer.ts).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, PackageChoice as Choice } from '@vitrina/contracts';
import { useOwnProperties } from '../../../api/properties/get-properties-by-user';
import { useRequestPackage } from '../../../api/selections/request-package';
import { useUnitSelection } from '../../../api/selections/get-unit-selection';
import { useWithdrawPackage } from '../../../api/selections/withdraw-package';
import buttonStyles from '../../../components/ui/button.module.css';
import choiceStyles from '../../../components/ui/choice.module.css';
import hiddenStyles from '../../../components/ui/visually-hidden.module.css';
import { useErrorText } from '../../../lib/error-text';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { isUnitBuyer } from '../buyer';
import styles from '../package-choice.module.css';

/**
 * A price in a level's card, free to part between its currency and its amount at the line's end
 * (the card is a quarter of a phone: 1.115.000,00 MXN or MX$1,115,000.00 fits on no one line).
 */
function CardPrice({ amount, currency, lang }: { amount: number; currency: string; lang: string }) {
  const text = formatMoney(amount, currency, lang).replace(/\u00a0(?=\D+$)|(?<=^\D+)\u00a0/gu, ' ');
  const digit = text.search(/\d/);
  if (digit <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, digit)}
      <wbr />
      {text.slice(digit)}
    </>
  );
}

export function PackageChoice({ unitId }: { unitId: number }) {
  const { user } = useSession();
  const own = useOwnProperties();
  const unit = own.data?.find((u) => u.id === unitId);
  const buyer = unit !== undefined && isUnitBuyer(unit, user?.id ?? null);
  const query = useUnitSelection(unitId, { enabled: buyer });
  if (!buyer || !query.data) return null;
  return <ChoiceForm unitId={unitId} choice={query.data} />;
}

function ChoiceForm({ unitId, choice }: { unitId: number; choice: Choice }) {
  const { t } = useTranslation('ownerFile');
  const lang = useLanguage();
  const titleId = useId();
  const ask = useRequestPackage(unitId);
  const withdraw = useWithdrawPackage(unitId);
  const text = useErrorText('ownerFile');
  const pending = choice.request?.status === 'pending' ? choice.request : null;
  // The level the server says is chosen or asked for; the picked one follows it when it changes
  // (a withdrawal, the office's decision, fresh data replacing what the device kept).
  const serverPick = pending?.package ?? choice.package;
  const [picked, setPicked] = useState<Category>(serverPick);
  const [seenPick, setSeenPick] = useState<Category>(serverPick);
  if (seenPick !== serverPick) {
    setSeenPick(serverPick);
    setPicked(serverPick);
  }
  const levelName = (level: Category) => t(`choice.level.${level}`);
  const failed = ask.isError ? text(ask.error, 'choice.failed') : withdraw.isError ? text(withdraw.error, 'choice.withdrawFailed') : null;
  const busy = ask.isPending || withdraw.isPending;
  const canAsk = choice.open && picked !== choice.package && picked !== pending?.package && !busy;
  // The server's sentence after a withdrawal, until the next request.
  const withdrawn = withdraw.isSuccess && !pending ? withdraw.data.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAsk) return;
    withdraw.reset();
    ask.mutate(picked);
  };
  const takeBack = () => {
    ask.reset();
    withdraw.mutate();
  };

  return (
    <section className={styles.choice} aria-labelledby={titleId} data-testid="package-choice">
      <h2 id={titleId} className={styles.title}>
        {t('choice.title')}
      </h2>
      <p className={styles.muted}>
        {choice.deadline === null
          ? t('choice.noDeadline')
          : t(choice.open ? 'choice.deadline' : 'choice.closed', { date: formatDateTime(choice.deadline, lang, choice.time_zone) })}
      </p>
      <form onSubmit={submit} className={styles.form}>
        <fieldset className={styles.levels} disabled={!choice.open}>
          <legend className={hiddenStyles.visuallyHidden}>{t('choice.legend')}</legend>
          {choice.options.map((option) => (
            <label key={option.package} className={`${choiceStyles.choice} ${styles.level}`} data-focus-ring="within">
              <input
                type="radio"
                name={`package-${unitId}`}
                value={option.package}
                className={choiceStyles.radio}
                checked={picked === option.package}
                disabled={option.price === null}
                onChange={() => setPicked(option.package)}
              />
              <span className={styles.levelName}>{levelName(option.package)}</span>
              <span className={styles.price}>
                {option.included ? t('choice.included') : option.price === null ? t('choice.noPrice') : <CardPrice amount={option.price} currency={option.currency} lang={lang} />}
              </span>
              {option.package === choice.package ? <span className={styles.tag}>{t('choice.current')}</span> : null}
            </label>
          ))}
        </fieldset>
        {choice.open ? (
          <button type="submit" className={buttonStyles.button} disabled={!canAsk} aria-disabled={!canAsk}>
            {ask.isPending ? t('choice.sending') : t('choice.ask', { level: levelName(picked) })}
          </button>
        ) : null}
      </form>
      <div role="status" className={styles.status}>
        {choice.request ? (
          <p>
            {t(`choice.status.${choice.request.status}`, {
              level: levelName(choice.request.package),
              price: formatMoney(choice.request.price, choice.request.currency, lang),
              date: formatDateTime(choice.request.decided_at ?? choice.request.requested_at, lang),
            })}
          </p>
        ) : null}
        {choice.request?.note ? <p className={styles.note}>{t('choice.note', { note: choice.request.note })}</p> : null}
        {withdrawn ? <p>{withdrawn}</p> : null}
      </div>
      {pending && choice.open ? (
        <button type="button" className={`${buttonStyles.button} ${styles.withdraw}`} disabled={busy} aria-disabled={busy} onClick={takeBack}>
          {withdraw.isPending ? t('choice.withdrawing') : t('choice.withdraw')}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.problem}>
          {failed}
        </p>
      ) : null}
    </section>
  );
}
