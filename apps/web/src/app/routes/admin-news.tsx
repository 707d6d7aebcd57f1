// /admin/developments/:slug/news (Admin, sales team; decision 064): a development's construction news.
import { useParams } from 'react-router';
import { NewsPage } from '../../features/admin/news/components/news-page';

export function Component() {
  const { slug = '' } = useParams();
  return <NewsPage key={slug} slug={slug} />;
}
