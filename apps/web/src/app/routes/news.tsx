// /news (signed in; decision 064): the buyer's construction news — their developments' posts.
import { MyNewsPage } from '../../features/owner/components/my-news-page';

export function Component() {
  return <MyNewsPage />;
}
