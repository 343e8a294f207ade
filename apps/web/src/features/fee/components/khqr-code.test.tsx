import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { khqrCrcValid, khqrFields } from '@school/contract/fee/khqr';
import { initI18n } from '../../../lib/i18n';
import { LocaleContext } from '../../../lib/use-locale';
import { markActEnvironment, stubLayoutApis } from '../../../test/dom-stubs';
import type { KhqrCard as TCard } from './khqr-code';
import type { TInvoiceItem } from '../api/fee-collection-api';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const invoice = { id: 'i1', code: 'INV-000042', currencyType: 1, balance: 85.5 } as unknown as TInvoiceItem;

let KhqrCard: typeof TCard;
beforeAll(async () => {
  markActEnvironment();
  initI18n('en');
  ({ KhqrCard } = await import('./khqr-code'));
});

describe('KHQR card', () => {
  let root: Root;
  let container: HTMLDivElement;
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const render = (bakongAccountId: string | null, isKhqr = true) => {
    stubLayoutApis();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/api/repo/payment-setting/current'))
          return json({ StatusCode: 200, Data: { Id: 's', BakongAccountId: bakongAccountId, ExchangeRate: 4100 } });
        if (url.includes('/api/repo/payment-method'))
          return json({ StatusCode: 200, Data: [{ Id: 'm', Code: 'KHQR', Description: 'KHQR', DescriptionEn: 'KHQR', IsKhqr: isKhqr, Status: 0 }], Total: 1 });
        return json({ StatusCode: 404, Data: null });
      }),
    );
    container = document.createElement('div');
    document.body.appendChild(container);
    const i18n = initI18n('en');
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <LocaleContext.Provider value="en">
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
              <MemoryRouter>
                <App>
                  <KhqrCard invoice={invoice} />
                </App>
              </MemoryRouter>
            </QueryClientProvider>
          </LocaleContext.Provider>
        </I18nextProvider>,
      ),
    );
  };

  it("draws the invoice's code: the school's Bakong account, the balance, the invoice number and a CRC that checks", async () => {
    render('demoschool@aclb');
    await vi.waitFor(() => expect(container.querySelector('[data-testid="khqr-svg"] path')).not.toBeNull());
    const payload = container.querySelector('[data-testid="khqr-card"]')!.getAttribute('data-payload')!;
    expect(khqrCrcValid(payload)).toBe(true);
    const f = khqrFields(payload);
    expect(khqrFields(f['29']!)['00']).toBe('demoschool@aclb');
    expect(f).toMatchObject({ '53': '840', '54': '85.50' });
    expect(khqrFields(f['62']!)['01']).toBe('INV-000042');
    expect(container.textContent).toContain('Pay with KHQR');
    expect(container.querySelector('[data-testid="khqr-svg"] path')!.getAttribute('d')!.length).toBeGreaterThan(1000);
  });

  it('draws nothing without a Bakong account or an active KHQR method', async () => {
    render(null);
    // Both answers arrived and were drawn: still no card.
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container.querySelector('[data-testid="khqr-card"]')).toBeNull();
  });
});
