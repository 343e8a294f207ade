import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { markActEnvironment, stubLayoutApis } from '../../../test/dom-stubs';
import { mountInApp } from '../../../test/mount-in-app';
import type { EditInvoiceDrawer as TDrawer } from './edit-invoice-drawer';
import type { TInvoiceItem } from '../api/fee-collection-api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TUITION = '0190a000-0000-7000-8000-000000000011';
const BOOKS = '0190a000-0000-7000-8000-000000000012';
const feeItem = (id: string, en: string, price: number) => ({
  Id: id,
  Code: en.toUpperCase(),
  Description: en,
  DescriptionEn: en,
  Price: price,
  CurrencyType: 1,
  FeetypeId: '0190a000-0000-7000-8000-000000000021',
  CourseLevelId: '0190a000-0000-7000-8000-000000000031',
  FeeTermId: '0190a000-0000-7000-8000-000000000041',
  IsActive: true,
  Version: 1,
});
const invoice = {
  id: '0190a000-0000-7000-8000-000000000051',
  code: 'INV-000007',
  courseLevelId: '0190a000-0000-7000-8000-000000000031',
  feeTerm: { id: '0190a000-0000-7000-8000-000000000041', description: 'ឆមាសទី១', descriptionEn: 'Semester 1' },
  currencyType: 1,
  dueDate: '2031-03-10',
  note: null,
  discountReason: null,
  version: 4,
  items: [
    {
      id: 'l1',
      feeItemId: TUITION,
      description: 'Tuition',
      descriptionEn: 'Tuition',
      qty: 1,
      price: 120,
      subAmount: 120,
      discountPercentage: 10,
      discountAmount: 17,
      amount: 103,
    },
  ],
} as unknown as TInvoiceItem;

let EditInvoiceDrawer: typeof TDrawer;
beforeAll(async () => {
  markActEnvironment();
  initI18n('en');
  ({ EditInvoiceDrawer } = await import('./edit-invoice-drawer'));
});

describe('edit invoice drawer', () => {
  let root: Root;
  let puts: Array<Record<string, unknown>>;
  let answer409: boolean;
  let closed: number;

  beforeEach(() => {
    puts = [];
    answer409 = false;
    closed = 0;
    stubLayoutApis();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/api/repo/fee-item'))
          return json({ StatusCode: 200, Data: [feeItem(TUITION, 'Tuition', 120), feeItem(BOOKS, 'Books', 15.5)], Total: 2 });
        if (url.includes('/api/proforma-invoice') && init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          if (answer409)
            return json(
              { StatusCode: 409, Message: 'វិក្កយបត្រនេះត្រូវបានកែប្រែដោយអ្នកផ្សេង', MessageEn: 'Someone else changed this invoice meanwhile', Data: null },
              409,
            );
          return json({ StatusCode: 200, Data: {} });
        }
        return json({ StatusCode: 404, Data: null }, 404);
      }),
    );
    ({ root } = mountInApp(<EditInvoiceDrawer invoice={invoice} open onClose={() => (closed += 1)} />));
  });

  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  const save = () => document.querySelector<HTMLElement>('[data-testid="invoice-edit-form"] [data-testid="form-save"]')!;

  it('sends its lines with the discount by amount apart from the percentage, the due date and the Version read', async () => {
    await vi.waitFor(() => expect(document.body.textContent).toContain('Edit invoice INV-000007'));
    expect(document.body.textContent).toContain('version 4');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Tuition'));
    await act(async () => save().click());
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      Id: invoice.id,
      Version: 4,
      DueDate: '2031-03-10',
      Items: [{ FeeItemId: TUITION, Qty: 1, DiscountPercentage: 10, DiscountAmount: 5 }],
    });
    await vi.waitFor(() => expect(closed).toBe(1));
  });

  it('says clearly when someone else changed the invoice, and closes so it reloads', async () => {
    answer409 = true;
    await vi.waitFor(() => expect(document.body.textContent).toContain('Tuition'));
    await act(async () => save().click());
    await vi.waitFor(() => expect(document.body.textContent).toContain('Someone else changed this invoice meanwhile'));
    expect(closed).toBe(1);
  });
});
