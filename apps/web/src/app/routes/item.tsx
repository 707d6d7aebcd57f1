// /item/{id} (SPEC §2.7): one catalogue item.
import { useParams } from 'react-router';
import { ItemPage } from '../../features/catalogue/components/item-page';

export function Component() {
  const { id = '' } = useParams();
  return <ItemPage key={id} id={id} />;
}
