// /property and /property/{id} (SPEC §2.5): one unit; an Admin also sees who it was assigned
// to and when (issue 6's audit trail), composed here so the two features stay independent.
import { useParams } from 'react-router';
import { AuditTrail } from '../../features/admin/components/audit-trail';
import { PropertyPage } from '../../features/catalogue/components/property-page';
import { useSession } from '../../lib/use-session';

export function Component() {
  const { id } = useParams();
  const { type } = useSession();
  const unitId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <>
      <PropertyPage key={id ?? ''} id={id} />
      {type === 'Admin' && unitId !== null ? (
        <div style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: '0 var(--gutter) var(--space-8)' }}>
          <AuditTrail propertyId={unitId} />
        </div>
      ) : null}
    </>
  );
}
