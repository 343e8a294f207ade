import { expect, it } from 'vitest';
import type { TTestApp, TTestCampus } from './test-app';

type TBody = Record<string, unknown>;
type TCtx = { t: TTestApp; a: TTestCampus; b: TTestCampus; teacher: string };

/**
 * The behaviour every record family of the setup area shares: create, list, update, delete, a stale
 * Version refused, bad input refused with field errors and nothing stored, writes refused to a teacher,
 * and campus A never reading, changing or deleting campus B's rows.
 */
export function crudFamily(o: {
  ctx: () => TCtx;
  path: string;
  /** Query of the list call for a campus (e.g. the year). */
  listQuery?: (campus: TTestCampus) => Promise<Record<string, string>> | Record<string, string>;
  listPath?: string;
  /** A valid body for a campus; `n` makes it unique. */
  body: (campus: TTestCampus, n: number) => Promise<TBody> | TBody;
  /** Fields an update changes. */
  change: TBody;
  /** Fields that make a body invalid, and the error fields expected. */
  bad: TBody;
  badFields: string[];
  encoding?: 'json' | 'form';
  deleteBy?: 'query' | 'path';
}) {
  const send = (ctx: TCtx, method: 'POST' | 'PUT', token: string, body: TBody) =>
    o.encoding === 'form'
      ? ctx.t.call(method, o.path, {
          token,
          form: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null || v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v)])),
        })
      : ctx.t.call(method, o.path, { token, json: body });
  const del = (ctx: TCtx, token: string, id: string) =>
    o.deleteBy === 'path' ? ctx.t.call('DELETE', `${o.path}/${id}`, { token }) : ctx.t.call('DELETE', o.path, { token, query: { id } });
  const list = async (ctx: TCtx, campus: TTestCampus) => {
    const res = await ctx.t.call('GET', o.listPath ?? o.path, { token: campus.adminToken, query: o.listQuery ? await o.listQuery(campus) : undefined });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.Data as Array<{ Id: string; Version: number } & TBody>;
  };
  let n = 0;

  it('creates, lists, updates and deletes', async () => {
    const ctx = o.ctx();
    const body = await o.body(ctx.a, ++n);
    const created = await send(ctx, 'POST', ctx.a.adminToken, body);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.data.Data;
    expect(row.Version).toBe(1);
    expect((await list(ctx, ctx.a)).map((r) => r.Id)).toContain(row.Id);
    const updated = await send(ctx, 'PUT', ctx.a.adminToken, { ...body, ...o.change, Id: row.Id, Version: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data.Data).toMatchObject({ ...o.change, Version: 2 });
    expect((await del(ctx, ctx.a.adminToken, row.Id)).statusCode).toBe(200);
    expect((await list(ctx, ctx.a)).map((r) => r.Id)).not.toContain(row.Id);
  });

  it('refuses an update with a stale Version', async () => {
    const ctx = o.ctx();
    const body = await o.body(ctx.a, ++n);
    const row = (await send(ctx, 'POST', ctx.a.adminToken, body)).data.Data;
    expect((await send(ctx, 'PUT', ctx.a.adminToken, { ...body, Id: row.Id, Version: 1 })).statusCode).toBe(200);
    const late = await send(ctx, 'PUT', ctx.a.adminToken, { ...body, ...o.change, Id: row.Id, Version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.data.MessageEn).toMatch(/Someone else changed this record/);
    expect(late.data.Message).toMatch(/[\u1780-\u17FF]/);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const ctx = o.ctx();
    const before = (await list(ctx, ctx.a)).length;
    const res = await send(ctx, 'POST', ctx.a.adminToken, { ...(await o.body(ctx.a, ++n)), ...o.bad, Unknown: 'x' });
    expect(res.statusCode).toBe(400);
    const fields = (res.data.Errors as Array<{ Field: string; Message: string; MessageEn: string }>).map((e) => e.Field);
    expect(fields).toEqual(expect.arrayContaining([...o.badFields, 'Unknown']));
    expect((await list(ctx, ctx.a)).length).toBe(before);
  });

  it('refuses writes to a teacher (403)', async () => {
    const ctx = o.ctx();
    const body = await o.body(ctx.a, ++n);
    expect((await send(ctx, 'POST', ctx.teacher, body)).statusCode).toBe(403);
    const row = (await send(ctx, 'POST', ctx.a.adminToken, body)).data.Data;
    expect((await send(ctx, 'PUT', ctx.teacher, { ...body, Id: row.Id, Version: 1 })).statusCode).toBe(403);
    expect((await del(ctx, ctx.teacher, row.Id)).statusCode).toBe(403);
  });

  it("never reads, updates or deletes another campus's rows", async () => {
    const ctx = o.ctx();
    const body = await o.body(ctx.b, ++n);
    const theirs = (await send(ctx, 'POST', ctx.b.adminToken, body)).data.Data;
    expect((await list(ctx, ctx.a)).map((r) => r.Id)).not.toContain(theirs.Id);
    const put = await send(ctx, 'PUT', ctx.a.adminToken, { ...body, ...o.change, Id: theirs.Id, Version: 1 });
    expect([400, 404]).toContain(put.statusCode);
    expect((await del(ctx, ctx.a.adminToken, theirs.Id)).statusCode).toBe(404);
    const still = (await list(ctx, ctx.b)).find((r) => r.Id === theirs.Id);
    expect(still?.Version).toBe(1);
  });
}
