// A unit's file as the office runs it (issue 34, decision 053): its documents, its payment
// schedule and its thread with the buyer, one under the other. The stacking plan's unit panel and
// the clients page show it (app/routes hands it to them: office sub-features do not import each
// other). Only a unit with a buyer (reserved or sold) has a file. Its furniture package choice
// (issue 35) comes first: a pending request is the office's to answer.
import { useSession } from '../../../../lib/use-session';
import { OfficeDocuments } from './office-documents';
import { OfficeSchedule } from './office-schedule';
import { OfficeSelection } from './office-selection';
import { OfficeThread } from './office-thread';
import styles from './owners.module.css';

export function UnitFile({ unitId }: { unitId: number }) {
  const { user } = useSession();
  const isAdmin = user?.type === 'Admin';
  return (
    <div className={styles.file} data-testid="unit-file" data-unit-file="">
      <OfficeSelection unitId={unitId} />
      <OfficeDocuments unitId={unitId} isAdmin={isAdmin} />
      <OfficeSchedule unitId={unitId} isAdmin={isAdmin} />
      <OfficeThread unitId={unitId} />
    </div>
  );
}
