import { useSearchParams } from 'react-router';
import { MessageCenter } from '../../../features/message/components/message-center';

/**
 * /messages?with=: conversations and the open one (portal §2; issue 16). A notification of a message opens it.
 * /messages?class=: a class message the caller sent, with the replies that came back.
 */
export function MessagePage() {
  const [params, setParams] = useSearchParams();
  return (
    <MessageCenter
      withUserId={params.get('class') ? undefined : (params.get('with') ?? undefined)}
      classMessageId={params.get('class') ?? undefined}
      onOpen={(id) => setParams({ with: id })}
      onOpenClass={(id) => setParams({ class: id })}
    />
  );
}
