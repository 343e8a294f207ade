// What the benchmarks share: latency figures, and a client of the demo school's API (sign-in and calls
// answering the envelope's `Data`).

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: at(1).toFixed(1) };
}

/** `api`: the server's URL with its API base (`…/backend`). */
export function demoClient(api: string) {
  const basic = Buffer.from('DEMO:demo-client-secret').toString('base64');
  const signIn = async (username: string) => {
    const res = await fetch(`${api}/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password: 'demo12345' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const call = async <T>(method: string, url: string, token: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${api}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const answer = (await res.json()) as { Data: T; MessageEn?: string } | T;
    // A few attendance calls answer a plain array, as the spec has them.
    const json = Array.isArray(answer) ? { Data: answer as T } : (answer as { Data: T; MessageEn?: string });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.MessageEn ?? ''}`);
    return json.Data;
  };
  return { signIn, call };
}
