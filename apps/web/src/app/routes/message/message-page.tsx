import { useSearchParams } from 'react-router';
import { MessageCenter } from '../../../features/message/components/message-center';

/** /messages?with=: conversations and the open one (portal §2; issue 16). A notification of a message opens it. */
export function MessagePage() {
  const [params, setParams] = useSearchParams();
  return <MessageCenter withUserId={params.get('with') ?? undefined} onOpen={(id) => setParams({ with: id })} />;
}
