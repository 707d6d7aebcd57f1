// /admin/developments/:slug/units (Admin, sales team; issue 22): the development's stacking plan.
// Issue 34: the unit's panel shows the file of a unit with a buyer (admin/owners), handed in here
// because one office job does not import another; so is the link to the threads' inbox (decision 068).
import { useParams } from 'react-router';
import { InboxLink } from '../../features/admin/messages/components/inbox-link';
import { UnitFile } from '../../features/admin/owners/components/unit-file';
import { StackingPlanPage } from '../../features/admin/units/components/stacking-plan-page';

export function Component() {
  const { slug = '' } = useParams();
  return <StackingPlanPage key={slug} slug={slug} unitFile={(unit) => <UnitFile unitId={unit.id} />} inboxLink={(className) => <InboxLink className={className} />} />;
}
