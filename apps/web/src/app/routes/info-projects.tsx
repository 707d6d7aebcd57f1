// /projects and /developments/{slug}: a development's page (SPEC §2.19–2.20, decision 030), and
// under it the development's public construction news (decision 064).
import { useParams } from 'react-router';
import { DevelopmentNews } from '../../features/development/development-news';
import { InfoPage } from '../../features/development/info-page';
import { DevelopmentScreen } from '../development-screen';

export function Component() {
  const { slug = null } = useParams();
  return (
    <DevelopmentScreen slug={slug}>
      {(development) => (
        <>
          <InfoPage key={development.slug} page="project" development={development} />
          <DevelopmentNews key={`news-${development.slug}`} slug={development.slug} />
        </>
      )}
    </DevelopmentScreen>
  );
}
