// Unit types (issue 21): each with its code, names, text, size, bedrooms, cover picture and
// floor plan (a picture or a PDF), saved at once through their own calls. Added and edited in a
// dialog; removed after a confirmation — one in use (units or catalogue items depend on it)
// says so, and a refusal (409) shows the server's reason.
import { ExternalLink, FileUp, ImageUp, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn, type AdminDevelopment, type AdminTypology } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { formatBytes, formatNumber, formatPercent } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useDeleteTypology } from '../../../../api/admin-developments/delete-typology';
import { useDeleteFloorPlan, useUploadTypologyFile, type TypologyFileKind } from '../../../../api/admin-developments/typology-files';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { FileButton } from '../../shared/components/file-button';
import { IMAGE_ACCEPT } from './photo-gallery';
import { Section } from './section';
import { TypologyDialog } from './typology-dialog';
import styles from './typologies-section.module.css';
import developmentsPageStyles from './developments-page.module.css';
import developmentEditorStyles from './development-editor.module.css';
import developmentsListStyles from './developments-list.module.css';
import photoGalleryStyles from './photo-gallery.module.css';

const FLOOR_PLAN_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

export function TypologiesSection({ development }: { development: AdminDevelopment | null }) {
  const { t } = useTranslation('developmentsAdmin');
  const [editing, setEditing] = useState<AdminTypology | 'new' | null>(null);
  return (
    <Section name="typologies">
      {development ? (
        <>
          {development.typologies.length === 0 ? (
            <p className={developmentsPageStyles.note}>{t('typologies.empty')}</p>
          ) : (
            <ul className={styles.typologies}>
              {development.typologies.map((typology) => (
                <TypologyCard key={typology.id} slug={development.slug} typology={typology} onEdit={() => setEditing(typology)} />
              ))}
            </ul>
          )}
          <button type="button" className={developmentsPageStyles.secondary} onClick={() => setEditing('new')}>
            <Plus size={18} aria-hidden="true" />
            {t('typologies.add')}
          </button>
          {editing ? <TypologyDialog slug={development.slug} typology={editing === 'new' ? null : editing} taken={development.typologies.map((u) => u.code)} onClose={() => setEditing(null)} /> : null}
        </>
      ) : (
        <p className={developmentEditorStyles.needsSave}>{t('typologies.needsSave')}</p>
      )}
    </Section>
  );
}

function TypologyCard({ slug, typology, onEdit }: { slug: string; typology: AdminTypology; onEdit: () => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const errorText = useErrorText('developmentsAdmin');
  const uploadFile = useUploadTypologyFile();
  const deletePlan = useDeleteFloorPlan();
  const remove = useDeleteTypology();
  const [sending, setSending] = useState<{ kind: TypologyFileKind; progress: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const name = textIn(typology.name, lang);
  const plan = typology.floor_plan;
  const inUseId = `typology-${typology.id}-in-use`;

  const send = async (kind: TypologyFileKind, file: File) => {
    setProblem(null);
    setSending({ kind, progress: 0 });
    try {
      const answer = await uploadFile.mutateAsync({ id: typology.id, kind, file, onProgress: (progress) => setSending({ kind, progress }) });
      notify.alert({ message: answer.message, type: 'success' });
    } catch (error) {
      setProblem(errorText(error, 'typologies.uploadError'));
    } finally {
      setSending(null);
    }
  };

  const removePlan = () => {
    setProblem(null);
    deletePlan.mutate(typology.id, {
      onSuccess: (answer) => notify.alert({ message: answer.message, type: 'success' }),
      onError: (error) => setProblem(errorText(error, 'typologies.uploadError')),
    });
  };

  return (
    <li className={styles.typology} data-testid="typology">
      <div className={styles.typologyCover} data-empty={typology.cover ? undefined : ''}>
        {typology.cover ? (
          <img src={typology.cover.url} srcSet={typology.cover.srcset} sizes="11rem" width={typology.cover.width} height={typology.cover.height} alt={t('typologies.coverAlt', { name })} />
        ) : (
          <span>{t('typologies.noCover')}</span>
        )}
      </div>
      <div className={styles.typologyBody}>
        <div className={styles.typologyHead}>
          <span className={styles.code}>{typology.code}</span>
          <h3 className={styles.typologyName}>{name}</h3>
        </div>
        <p className={developmentsPageStyles.note}>{typology.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('typologies.size')}</dt>
            <dd>{t('typologies.sizeValue', { size: formatNumber(typology.size_m2, lang) })}</dd>
          </div>
          <div>
            <dt>{t('typologies.bedrooms')}</dt>
            <dd>{t('typologies.bedroomsValue', { count: typology.bedrooms, formatted: formatNumber(typology.bedrooms, lang) })}</dd>
          </div>
          <div>
            <dt>{t('typologies.floorPlan')}</dt>
            <dd>
              {plan === null ? (
                t('typologies.floorPlanNone')
              ) : (
                <a className={styles.inlineLink} href={plan.kind === 'pdf' ? plan.url : plan.picture.url} target="_blank" rel="noopener" aria-label={t('typologies.floorPlanOpenLabel', { name })}>
                  {plan.kind === 'pdf' ? t('typologies.floorPlanPdf', { size: formatBytes(plan.bytes, lang) }) : t('typologies.floorPlanImage')}
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              )}
            </dd>
          </div>
        </dl>
        {sending ? (
          <div className={developmentsListStyles.order}>
            <progress className={photoGalleryStyles.progress} max={1} value={sending.progress} aria-label={t('typologies.uploading')} />
            <span>{formatPercent(sending.progress, lang)}</span>
          </div>
        ) : null}
        {problem ? (
          <p className={developmentsPageStyles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.typologyActions}>
          <button type="button" className={developmentsPageStyles.outline} aria-label={t('typologies.editLabel', { name })} onClick={onEdit}>
            <Pencil size={16} aria-hidden="true" />
            {t('typologies.edit')}
          </button>
          <FileButton
            label={typology.cover ? t('typologies.coverReplace') : t('typologies.coverUpload')}
            accessibleLabel={t('typologies.coverUploadLabel', { name })}
            accept={IMAGE_ACCEPT}
            busy={sending !== null}
            icon={<ImageUp size={16} aria-hidden="true" />}
            onFiles={([file]) => void send('cover', file!)}
          />
          <FileButton
            label={plan ? t('typologies.floorPlanReplace') : t('typologies.floorPlanUpload')}
            accessibleLabel={t('typologies.floorPlanUploadLabel', { name })}
            accept={FLOOR_PLAN_ACCEPT}
            busy={sending !== null}
            icon={<FileUp size={16} aria-hidden="true" />}
            onFiles={([file]) => void send('floor-plan', file!)}
          />
          {plan ? (
            <button type="button" className={developmentsPageStyles.quiet} aria-label={t('typologies.floorPlanRemoveLabel', { name })} disabled={deletePlan.isPending} onClick={removePlan}>
              <X size={16} aria-hidden="true" />
              {t('typologies.floorPlanRemove')}
            </button>
          ) : null}
          <button
            type="button"
            className={`${developmentsPageStyles.quiet} ${developmentsPageStyles.danger}`}
            aria-label={t('typologies.removeLabel', { name })}
            aria-disabled={typology.in_use ? true : undefined}
            aria-describedby={typology.in_use ? inUseId : undefined}
            onClick={() => (typology.in_use ? undefined : setRemoving(true))}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('typologies.remove')}
          </button>
          {typology.in_use ? (
            <p id={inUseId} className={styles.inUse}>
              {t('typologies.inUse')}
            </p>
          ) : null}
        </div>
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('typologies.removeTitle', { name })}
          body={t('typologies.removeBody')}
          confirm={t('typologies.removeConfirm')}
          cancel={t('typologies.cancel')}
          errorOf={(error) => errorText(error, 'typologies.removeError')}
          onClose={() => setRemoving(false)}
          onConfirm={async () => {
            const answer = await remove.mutateAsync({ id: typology.id, slug });
            notify.alert({ message: answer.message, type: 'success' });
          }}
        />
      ) : null}
    </li>
  );
}
