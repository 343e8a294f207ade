import type { TRefBody, TRefData, TRefParams, TRefQuery, TRouteRef } from '@school/contract/common/route-ref';
import { authRefs } from '@school/contract/auth/auth.refs';
import { camelize, pascalize, type Camelized } from './case';
import { ApiError, sessionExpiredError, type TFieldError } from './api-error';
import { fileNameFromDisposition } from './download';
import type { TLoadingCounter } from './loading';
import type { TSession, TSessionStore } from './session';

/**
 * The one API client (issue 3 'One API client'). Every call goes through `request`:
 * - base URL from the runtime configuration, Bearer token from the session;
 * - on a 401 exactly one refresh runs for all requests in flight, then each is retried once; a failed
 *   refresh ends the session ("Session Expired!");
 * - the envelope `{StatusCode, Message, MessageEn, Data, Total}` is checked (200 or 0 is success) and
 *   PascalCase becomes camelCase here, once;
 * - binary error bodies are decoded to text;
 * - the loading counter counts each call once, retry included.
 */

export type TQueryValue = string | number | boolean | null | undefined;
export type TQuery = Record<string, TQueryValue | readonly TQueryValue[]>;
export type TFormValue = string | number | boolean | Blob | null | undefined;

export type TRequestOptions = {
  query?: TQuery;
  /** JSON body, sent as given (wire field names). */
  json?: unknown;
  /** Form-encoded body. */
  form?: Record<string, TFormValue>;
  /** Multipart body: a FormData, or an object whose Blob values become file parts. */
  multipart?: FormData | Record<string, TFormValue | readonly TFormValue[]>;
  /** Send without the Bearer token (public calls). Default: with. */
  anonymous?: boolean;
  /** Only StatusCode 200 counts as success (some calls of the spec). */
  strict200?: boolean;
  /** Do not move the loading indicator (background polls, infinite scroll). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** Upload progress of the body, 0 to 1 (large files): the request is then sent with XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
};

export type TApiResult<T> = {
  data: Camelized<T>;
  total: number | undefined;
  statusCode: number;
  message: string;
  messageEn: string | undefined;
};

export type TFileResult = { blob: Blob; fileName: string | undefined };

/** Options of a call made through a contract ref: query, path params and body typed after the contract. */
export type TCallOptions<R extends TRouteRef> = Omit<TRequestOptions, 'query' | 'json' | 'form' | 'multipart'> & {
  query?: TRefQuery<R>;
  params?: TRefParams<R>;
  /** camelCase, files as Blobs: the client PascalCases it and encodes it as the route's body kind. */
  body?: TRefBody<R>;
};

/** Fills the path parameters: a path `…/x/{id}` with `{ id }` becomes `…/x/<id>`. */
export function fillPath(path: string, params: object | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** A contract ref's body as request options: JSON, or form/multipart fields (lists and objects as JSON text). */
export function encodeBody(ref: Pick<TRouteRef, 'bodyKind' | 'keepKeys'>, body: unknown): Pick<TRequestOptions, 'json' | 'form' | 'multipart'> {
  if (body === undefined) return {};
  const wire = ref.keepKeys ? body : pascalize(body);
  const kind = ref.bodyKind ?? 'json';
  if (kind === 'json') return { json: wire };
  const fields: Record<string, TFormValue | TFormValue[]> = {};
  for (const [key, value] of Object.entries(wire as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (isFile(value)) fields[key] = value;
    else if (Array.isArray(value) && value.length > 0 && value.every(isFile)) fields[key] = value as Blob[];
    else if (typeof value === 'object') fields[key] = JSON.stringify(value);
    else fields[key] = value as TFormValue;
  }
  return kind === 'form' ? { form: fields as Record<string, TFormValue> } : { multipart: fields };
}

type TWireEnvelope = {
  StatusCode?: number;
  Message?: string;
  MessageEn?: string;
  Data?: unknown;
  Total?: number;
  Errors?: Array<{ Field: string; Message: string; MessageEn: string }>;
};

export type TTokenAnswer = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  MustChangePassword?: boolean;
};

export type TApiClientOptions = {
  baseUrl: string;
  session: TSessionStore;
  loading: TLoadingCounter;
  /** Called once when a refresh fails: the app logs out and says "Session Expired!". */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
};

const isSuccess = (code: number | undefined, strict200: boolean) => code === 200 || (!strict200 && code === 0);

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

export function basicHeader(schoolCode: string, clientKey: string): string {
  return `Basic ${toBase64(`${schoolCode}:${clientKey}`)}`;
}

export function buildUrl(baseUrl: string, path: string, query?: TQuery): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

function buildBody(options: TRequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  if (options.form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) if (v !== undefined && v !== null) params.append(k, String(v));
    return { body: params, contentType: 'application/x-www-form-urlencoded' };
  }
  if (options.multipart) {
    if (options.multipart instanceof FormData) return { body: options.multipart };
    const data = new FormData();
    for (const [k, raw] of Object.entries(options.multipart)) {
      const values = Array.isArray(raw) ? raw : [raw];
      for (const v of values as TFormValue[]) {
        if (v === undefined || v === null) continue;
        if (v instanceof Blob) data.append(k, v, v instanceof File ? v.name : k);
        else data.append(k, String(v));
      }
    }
    return { body: data };
  }
  return {};
}

/** Reads an error answer, JSON or binary, into an ApiError (fallback: "Error fetching data"). */
export async function decodeErrorResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  try {
    const envelope = JSON.parse(text) as TWireEnvelope;
    if (envelope && (envelope.Message || envelope.MessageEn)) return envelopeError(response.status, envelope);
  } catch {
    // Not JSON: a plain or binary body.
  }
  const plain = text.trim();
  // Readable text is shown as it is; bytes that are not text (a broken PDF, an image) are not.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what marks binary bytes
  const readable = !/[\u0000-\u0008\u000E-\u001F\uFFFD]/.test(plain);
  if (plain && readable && plain.length < 500 && !plain.startsWith('<')) return new ApiError({ status: response.status, messageKm: plain, messageEn: plain });
  return new ApiError({ status: response.status, code: 'fetchError' });
}

function envelopeError(status: number, envelope: TWireEnvelope): ApiError {
  const fieldErrors: TFieldError[] = (envelope.Errors ?? []).map((e) => ({ field: e.Field, message: e.Message, messageEn: e.MessageEn }));
  return new ApiError({
    status,
    statusCode: envelope.StatusCode ?? status,
    messageKm: envelope.Message || undefined,
    messageEn: envelope.MessageEn || envelope.Message || undefined,
    code: envelope.Message || envelope.MessageEn ? undefined : 'generic',
    fieldErrors,
    data: envelope.Data !== undefined && envelope.Data !== null ? camelize(envelope.Data) : undefined,
  });
}

type TSendInit = { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal };

/** fetch cannot report upload progress; XMLHttpRequest can. Answers a Response like fetch does. */
function sendWithProgress(url: string, init: TSendInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}

export function createApiClient(options: TApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let refreshing: Promise<void> | undefined;

  async function tokenCall(session: Pick<TSession, 'schoolCode' | 'clientKey'>, form: Record<string, string>): Promise<TTokenAnswer> {
    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl, authRefs.token.path), {
        method: 'POST',
        headers: {
          authorization: basicHeader(session.schoolCode, session.clientKey),
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form),
      });
    } catch {
      throw new ApiError({ status: 0, code: 'network' });
    }
    if (!response.ok) throw await decodeErrorResponse(response);
    const answer = (await response.json()) as TTokenAnswer & TWireEnvelope;
    if (answer.StatusCode !== undefined && answer.StatusCode !== 200) throw envelopeError(response.status, answer);
    return answer;
  }

  function endSession(): never {
    options.session.set(undefined);
    options.onSessionExpired();
    throw sessionExpiredError();
  }

  async function runRefresh(): Promise<void> {
    const current = options.session.get();
    if (!current?.refreshToken) endSession();
    let answer: TTokenAnswer;
    try {
      answer = await tokenCall(current, { grant_type: 'refresh_token', refresh_token: current.refreshToken });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'network') throw error;
      endSession();
    }
    options.session.set({ ...current, accessToken: answer.access_token, refreshToken: answer.refresh_token });
  }

  /**
   * Single flight: the first 401 starts the refresh, every other 401 meanwhile waits for the same one.
   * A 401 for a token that was already replaced needs no refresh at all, only the retry.
   */
  function refreshAfter(tokenUsed: string | undefined): Promise<void> {
    const current = options.session.get();
    if (!current) return Promise.reject(sessionExpiredError());
    if (current.accessToken !== tokenUsed && !refreshing) return Promise.resolve();
    refreshing ??= runRefresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function send(method: string, path: string, opts: TRequestOptions, accept: string): Promise<Response> {
    const { body, contentType } = buildBody(opts);
    const attempt = async () => {
      const token = opts.anonymous ? undefined : options.session.get()?.accessToken;
      const headers: Record<string, string> = { accept };
      if (contentType) headers['content-type'] = contentType;
      if (token) headers.authorization = `Bearer ${token}`;
      try {
        const url = buildUrl(options.baseUrl, path, opts.query);
        const init = { method, headers, body, signal: opts.signal };
        const response =
          opts.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? await sendWithProgress(url, init, opts.onUploadProgress) : await doFetch(url, init);
        return { response, token };
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new ApiError({ status: 0, code: 'network' });
      }
    };
    const first = await attempt();
    if (first.response.status !== 401 || opts.anonymous || !first.token) return first.response;
    await refreshAfter(first.token);
    const second = await attempt();
    return second.response;
  }

  async function counted<T>(opts: TRequestOptions, work: () => Promise<T>): Promise<T> {
    if (!opts.quiet) options.loading.start();
    try {
      return await work();
    } finally {
      if (!opts.quiet) options.loading.end();
    }
  }

  async function request<T>(method: string, path: string, opts: TRequestOptions = {}): Promise<TApiResult<T>> {
    return counted(opts, async () => {
      const response = await send(method, path, opts, 'application/json');
      if (!response.ok) throw await decodeErrorResponse(response);
      let envelope: TWireEnvelope;
      try {
        const answer = (await response.json()) as TWireEnvelope | unknown[];
        // A few attendance calls answer a plain array, as the spec has them (data-calls §3): its items are the Data.
        envelope = Array.isArray(answer) ? { StatusCode: response.status, Data: answer } : answer;
      } catch {
        throw new ApiError({ status: response.status, code: 'fetchError' });
      }
      if (!isSuccess(envelope.StatusCode, opts.strict200 ?? false)) throw envelopeError(response.status, envelope);
      return {
        data: camelize(envelope.Data as T),
        total: envelope.Total,
        statusCode: envelope.StatusCode ?? 200,
        message: envelope.Message ?? '',
        messageEn: envelope.MessageEn,
      };
    });
  }

  /** A file answer (PDF, xlsx, picture); an error answer is decoded from its bytes. */
  async function file(method: string, path: string, opts: TRequestOptions = {}): Promise<TFileResult> {
    return counted(opts, async () => {
      const response = await send(method, path, opts, '*/*');
      const type = response.headers.get('content-type') ?? '';
      // A JSON answer where a file was asked for is the server explaining why there is no file.
      if (!response.ok || type.includes('application/json')) throw await decodeErrorResponse(response);
      return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
    });
  }

  /** A call of the contract: `api.call(studentRefs.list, { query })`; the answer's Data camelCased. */
  function call<R extends TRouteRef>(ref: R, opts: TCallOptions<R> = {}): Promise<TApiResult<TRefData<R>>> {
    const { query, params, body, ...rest } = opts;
    return request<TRefData<R>>(ref.method, fillPath(ref.path, params as object | undefined), {
      ...rest,
      query: query as TQuery | undefined,
      ...encodeBody(ref, body),
    });
  }

  /** A file answer of the contract (PDF, xlsx, picture). */
  function download<R extends TRouteRef>(ref: R, opts: TCallOptions<R> = {}): Promise<TFileResult> {
    const { query, params, body, ...rest } = opts;
    return file(ref.method, fillPath(ref.path, params as object | undefined), { ...rest, query: query as TQuery | undefined, ...encodeBody(ref, body) });
  }

  /**
   * A stream of the contract (server-sent events, `text/event-stream`): the open response with the Bearer
   * token (refreshed once on a 401, as every call). The caller reads `body` and aborts with `signal`.
   */
  async function stream<R extends TRouteRef>(ref: R, opts: { signal?: AbortSignal } = {}): Promise<Response> {
    const response = await send(ref.method, ref.path, { signal: opts.signal, quiet: true }, 'text/event-stream');
    if (!response.ok) throw await decodeErrorResponse(response);
    return response;
  }

  return {
    call,
    download,
    stream,
    request,
    file,
    get: <T>(path: string, opts?: TRequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, opts?: TRequestOptions) => request<T>('POST', path, opts),
    put: <T>(path: string, opts?: TRequestOptions) => request<T>('PUT', path, opts),
    delete: <T>(path: string, opts?: TRequestOptions) => request<T>('DELETE', path, opts),
    /** Password grant (portal §7 'Sign in'). */
    signIn: (client: { schoolCode: string; clientKey: string }, username: string, password: string) =>
      counted({}, () => tokenCall(client, { grant_type: 'password', username, password })),
    /** Exposed for tests and for the session bootstrap. */
    refreshAfter,
  };
}

export type TApiClient = ReturnType<typeof createApiClient>;
