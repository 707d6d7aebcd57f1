// /admin/developments/:slug/collections (Admin, sales team; issue 34): a development's collections.
import { useParams } from 'react-router';
import { CollectionsPage } from '../../features/admin/collections/components/collections-page';

export function Component() {
  const { slug = '' } = useParams();
  return <CollectionsPage key={slug} slug={slug} />;
}
