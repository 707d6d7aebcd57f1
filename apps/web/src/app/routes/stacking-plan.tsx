// /admin/developments/:slug/units (Admin, sales team; issue 22): the development's stacking plan.
import { useParams } from 'react-router';
import { StackingPlanPage } from '../../features/admin/units/components/stacking-plan-page';

export function Component() {
  const { slug = '' } = useParams();
  return <StackingPlanPage key={slug} slug={slug} />;
}
