// /property and /property/{id} (SPEC §2.5): one unit; an Admin also sees who it was assigned
// to and when (issue 6's audit trail), and the unit's buyer the way into their file (issue 34),
// and, beside it, the way to their construction news (decision 064) and the choice of its
// furniture package (issue 35), composed here so the features
// stay independent.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PropertyPage } from '../../features/catalogue/components/property-page';
import { NewsEntry } from '../../features/owner/components/news-entry';
import { OwnerFileEntry } from '../../features/owner/components/owner-file-entry';
import { PackageChoice } from '../../features/owner/components/package-choice';
import { useSession } from '../../lib/use-session';

// Admin code: loaded only when an Admin opens a unit, never with the public page.
const AuditTrail = lazy(() => import('../../features/admin/people/components/audit-trail').then((m) => ({ default: m.AuditTrail })));

export function Component() {
  const { id } = useParams();
  const { type } = useSession();
  const unitId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <>
      <PropertyPage
        key={id ?? ''}
        id={id}
        more={(unit) => (
          <>
            <OwnerFileEntry unitId={unit.id} />
            <NewsEntry unitId={unit.id} />
            <PackageChoice unitId={unit.id} />
          </>
        )}
      />
      {type === 'Admin' && unitId !== null ? (
        <div style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: '0 var(--gutter) var(--space-8)' }}>
          <Suspense fallback={null}>
            <AuditTrail propertyId={unitId} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
