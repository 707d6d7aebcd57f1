// /clients/{development} (Admin): the clients page and its assign dialog (SPEC §2.17–2.18).
// Issue 34: a reserved or sold unit's card opens its file (admin/owners), handed in here because
// one office job does not import another.
import { useTranslation } from 'react-i18next';
import { OwnerFileDialog } from '../../features/admin/owners/components/owner-file-dialog';
import { ClientsPage } from '../../features/admin/people/components/clients-page';

export function Component() {
  const { t } = useTranslation('ownerFileOffice');
  return (
    <ClientsPage
      unitFile={{
        text: t('open'),
        name: (unit) => t('openLabel', { number: unit.number }),
        render: (unit, close) => <OwnerFileDialog unit={unit} onClose={close} />,
      }}
    />
  );
}
