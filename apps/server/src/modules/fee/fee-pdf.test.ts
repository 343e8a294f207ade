import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addFeeItem, addFeeTerm, addFeeType, addPaymentMethod, addPaymentSetting } from '../../../test/fee-fixtures';
import { expectOk } from '../../../test/setup-fixtures';
import { multipartParts as multipart } from '../../../test/multipart';
import { pdfText, renderPage } from '../../../test/pdf-text';

/**
 * Receipt and invoice PDFs as a family gets them (issue 14), on both engines: the school's logo in the heading
 * (uploaded as WebP, drawn as PNG), a Khmer receipt rendered to PNG with pdftoppm (the logo's pixels where the
 * logo goes, none without a logo) and read back with pdftotext (Khmer title, Khmer digits, the fixed rate).
 */
let t: TTestApp;
let withLogo: TSchool;
let without: TSchool;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fee-pdf-'));
/** A pure red 96 px square: no other part of a receipt is that colour. */
const RED = { r: 230, g: 20, b: 30 };

async function paidReceipt(s: TSchool) {
  await addPaymentSetting(t, s.campus, { ExchangeRate: 4100, TaxMode: 0 });
  const type = await addFeeType(t, s.campus);
  const term = (await addFeeTerm(t, s.campus, s.yearId)).Id;
  await addFeeItem(t, s.campus, { feeTypeId: type.Id, gradeId: s.gradeId, termId: term, price: 120 });
  const method = (await addPaymentMethod(t, s.campus)).Id;
  await addStudent(t, s, s.classA);
  const inv = expectOk(await t.call('POST', '/api/proforma-invoice', { token: s.campus.adminToken, json: { FeeTermId: term, AcademicClassId: s.classA } })).data
    .Data.Invoices[0];
  const paid = expectOk(
    await t.call('POST', '/api/proforma-invoice/payment', {
      token: s.campus.adminToken,
      json: { ProformaInvoiceId: inv.Id, Version: inv.Version, PaymentMethodId: method, CurrencyType: 0, PaidAmount: 205_000 },
    }),
  ).data.Data;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}${url}`, headers: { authorization: `Bearer ${s.campus.adminToken}` } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    return res.rawPayload;
  };
  return { receipt: await get(`/api/payment/receipt-report?id=${paid.Id}`), invoice: await get(`/api/proforma-invoice/report?id=${inv.Id}`) };
}

/** Pixels close to the logo's red in a region of a rendered page (fractions of its width and height). */
async function redPixels(png: string, region: { x0: number; y0: number; x1: number; y1: number }) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let y = Math.floor(region.y0 * info.height); y < region.y1 * info.height; y++)
    for (let x = Math.floor(region.x0 * info.width); x < region.x1 * info.width; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.abs(data[i]! - RED.r) < 40 && Math.abs(data[i + 1]! - RED.g) < 40 && Math.abs(data[i + 2]! - RED.b) < 40) n++;
    }
  return n;
}

beforeAll(async () => {
  t = await buildTestApp();
  withLogo = await createSchool(t);
  without = await createSchool(t);
  const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: RED } })
    .webp({ lossless: true })
    .toBuffer();
  const body = multipart([
    { name: 'Kind', value: 'logo' },
    { name: 'File', fileName: 'logo.webp', contentType: 'image/webp', data: logo },
  ]);
  expectOk(await t.call('POST', '/api/campus/image', { token: withLogo.campus.adminToken, payload: body.payload, headers: body.headers }));
}, 180_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('receipt and invoice PDFs', () => {
  it('carry the school logo at the left of the heading; a Khmer receipt renders to PNG and reads back with pdftotext', async () => {
    const mine = await paidReceipt(withLogo);
    const text = pdfText(mine.receipt);
    expect(text).toMatch(/បង្កាន់ដៃបង់ប្រាក់/);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('៛២០៥,០០០');
    expect(text).toContain('RC-000001');
    expect(text).toMatch(/៤,?១០០/); // the rate fixed on the receipt, in Khmer digits
    const png = renderPage(mine.receipt, path.join(dir, `receipt-${crypto.randomBytes(4).toString('hex')}`));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThan(500);
    // The logo's red fills a square at the top left of the page, and nowhere else.
    const topLeft = await redPixels(png, { x0: 0, y0: 0, x1: 0.25, y1: 0.2 });
    expect(topLeft).toBeGreaterThan(1500);
    expect(await redPixels(png, { x0: 0.25, y0: 0, x1: 1, y1: 1 })).toBe(0);
    // The invoice PDF carries it too (one image on its page besides the KHQR's vector squares).
    const invoiceFile = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(invoiceFile, mine.invoice);
    const images = execFileSync('pdfimages', ['-list', invoiceFile], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThanOrEqual(1);

    // A school without a logo: the same receipt has no red at all, and its heading text still reads back.
    const theirs = await paidReceipt(without);
    const plain = renderPage(theirs.receipt, path.join(dir, `plain-${crypto.randomBytes(4).toString('hex')}`));
    expect(await redPixels(plain, { x0: 0, y0: 0, x1: 1, y1: 1 })).toBe(0);
    expect(pdfText(theirs.receipt)).toMatch(/បង្កាន់ដៃបង់ប្រាក់/);
  });
});
