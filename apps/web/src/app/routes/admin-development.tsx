// /admin/developments/new and /admin/developments/:slug (Admin, issue 21): a development's
// identity, figures, distances, pages (copy and photos), unit types and package terms.
import { useParams } from 'react-router';
import { DevelopmentEditorPage } from '../../features/admin/developments/components/development-editor-page';

export function Component() {
  const { slug } = useParams();
  return <DevelopmentEditorPage key={slug ?? ''} slug={slug ?? null} />;
}
