import { useEffect, useRef } from 'react';

/**
 * A list whose newest entry is at the bottom (a conversation, a class message's replies): it opens scrolled to its
 * end and follows each new entry. `key` names what is shown (the conversation), `last` its newest entry.
 */
export function useScrolledToEnd<T extends HTMLElement>(key: string | undefined, last: string | undefined) {
  const box = useRef<T>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [key, last]);
  return box;
}
