// A unit's thread as the office reads and writes it (issue 34, decision 053): the shared thread
// (components/owner-file) seen from the office's side — the buyer's unread messages marked new,
// the office's own as "you" — with the office's words ("Write to the buyer").
import { useTranslation } from 'react-i18next';
import { MessageThread } from '../../../../components/owner-file/message-thread';
import { useSession } from '../../../../lib/use-session';
import { useUnitMessages } from '../../../../api/owner-file/get-unit-messages';
import { useKeptMessages, usePostUnitMessage } from '../../../../api/owner-file/post-unit-message';
import { FilePart } from './file-part';

export function OfficeThread({ unitId }: { unitId: number }) {
  const { t } = useTranslation('ownerFileOffice');
  const { user } = useSession();
  const messages = useUnitMessages(unitId);
  const kept = useKeptMessages(unitId);
  const post = usePostUnitMessage(unitId);
  return (
    <FilePart title={t('messages.title')} query={messages}>
      {(thread) => (
        <MessageThread
          thread={thread}
          viewer={{ side: 'office', id: user?.id ?? null }}
          onSend={(body) => post.mutateAsync(body)}
          pending={kept.data ?? []}
          headingLevel={4}
          earlier={{ loading: messages.isFetchingNextPage, onLoad: () => messages.fetchNextPage() }}
          texts={{ write: t('messages.write'), listLabel: t('messages.listLabel'), empty: t('messages.empty') }}
        />
      )}
    </FilePart>
  );
}
