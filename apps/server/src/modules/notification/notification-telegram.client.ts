/**
 * The Telegram Bot API, the little of it the outbound queue needs (issue 16 'Outbound'): sendMessage,
 * getUpdates (the `/start <code>` a guardian sends to link her account) and getMe (the bot's name for the
 * t.me link). Answers are never thrown: the caller decides between retry and giving up by `status`.
 * The token is part of the URL, so no URL or request goes into an error text.
 */
export type TTelegramAnswer<T> = { ok: true; result: T } | { ok: false; status: number; description: string; retryAfterSeconds?: number };

export type TTelegramUpdate = {
  update_id: number;
  message?: { text?: string; chat: { id: number | string; first_name?: string; last_name?: string; username?: string } };
};

export type TTelegramClient = {
  call<T>(method: string, body: Record<string, unknown>): Promise<TTelegramAnswer<T>>;
};

export function telegramClient({ apiUrl, botToken, timeoutMs = 10_000 }: { apiUrl: string; botToken: string; timeoutMs?: number }): TTelegramClient {
  return {
    async call<T>(method: string, body: Record<string, unknown>): Promise<TTelegramAnswer<T>> {
      let res: Response;
      try {
        res = await fetch(`${apiUrl}/bot${botToken}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // No answer at all (refused, timed out): like a server error, worth another try.
        return { ok: false, status: 0, description: error instanceof Error ? error.name : 'network error' };
      }
      let parsed: { ok?: boolean; result?: T; description?: string; parameters?: { retry_after?: number } } = {};
      try {
        parsed = (await res.json()) as typeof parsed;
      } catch {
        // A proxy's HTML page: the status says enough.
      }
      if (res.ok && parsed.ok) return { ok: true, result: parsed.result as T };
      return {
        ok: false,
        status: res.status,
        description: String(parsed.description ?? res.statusText).slice(0, 300),
        retryAfterSeconds: parsed.parameters?.retry_after,
      };
    },
  };
}
