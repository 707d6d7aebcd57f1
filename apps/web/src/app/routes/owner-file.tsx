// /property/{id}/file (issue 34): the buyer's file of their unit.
import { useParams } from 'react-router';
import { OwnerFilePage } from '../../features/owner/components/owner-file-page';
import { NotFoundPage } from '../../features/status/not-found-page';

export function Component() {
  const { id } = useParams();
  const unitId = id && /^\d+$/.test(id) ? Number(id) : null;
  return unitId === null ? <NotFoundPage /> : <OwnerFilePage key={unitId} unitId={unitId} />;
}
