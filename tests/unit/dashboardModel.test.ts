// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeOrdersDashboard, makeSalesDashboard } from '../component/dashboardsFixtures';
import { api, server } from '../component/msw';
import {
  byStatus,
  dashboardLinks,
  monthlyData,
  orderStatusData,
  receivablesData,
  shareOfMax,
  toShipData,
} from '../../src/pages/dashboards/dashboardLinks';
import {
  activePreset,
  addDays,
  daysLate,
  formatCompact,
  formatCount,
  formatDay,
  formatMonth,
  formatPercent,
  negate,
  percentChange,
  presetRange,
  rangeErrorMessage,
  rangeFromSearch,
  searchWithRange,
} from '../../src/pages/dashboards/dashboardModel';
import { createDataProvider } from '../../src/providers/dataProvider';
import { documentPaths } from '../../src/resources/documents/paths';

const RANGE = { from: '2026-01-01', to: '2026-11-21' };
const filterOf = (href: string) =>
  JSON.parse(new URLSearchParams(href.split('?')[1]).get('filter') ?? '{}');

describe('dashboard range', () => {
  it('reads only well-formed dates from the URL; none means the server default', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-03-01&to=2026-03-31'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(rangeFromSearch(new URLSearchParams('from=yesterday&to=2026-3-1'))).toEqual({});
    expect(rangeFromSearch(new URLSearchParams(''))).toEqual({});
  });

  it('writes the range into the query, keeping other parameters, dropping empty dates', () => {
    const search = new URLSearchParams('tab=2&from=2020-01-01&to=2020-12-31');
    expect(searchWithRange(search, { from: '2026-01-01' }).toString()).toBe(
      'tab=2&from=2026-01-01',
    );
    expect(searchWithRange(search, {}).toString()).toBe('tab=2');
  });

  it('computes the presets from today, month and year to date', () => {
    const today = '2026-11-21';
    expect(presetRange('this_month', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('this_year', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('last_12_months', today)).toEqual({ from: '2025-11-22', to: today });
    expect(presetRange('last_year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    // Twelve months to 29 February start on 1 March (not on 2 March, as rolling
    // 29 February 2027 over in a Date would give).
    expect(presetRange('last_12_months', '2028-02-29')).toEqual({
      from: '2027-03-01',
      to: '2028-02-29',
    });
  });

  it('recognises the preset a range is', () => {
    expect(activePreset({ from: '2025-01-01', to: '2025-12-31' }, '2026-11-21')).toBe('last_year');
    expect(activePreset({ from: '2026-01-01', to: '2026-11-21' }, '2026-11-21')).toBe('this_year');
    expect(activePreset({ from: '2026-02-01', to: '2026-11-21' }, '2026-11-21')).toBeNull();
    expect(activePreset({}, '2026-11-21')).toBeNull();
  });

  it('moves across months and years, and counts the days an order is late', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysLate('2026-11-01', '2026-11-21')).toBe(20);
    expect(daysLate('2026-11-25', '2026-11-21')).toBe(0);
  });

  it("reads a refused range's translated reason from a 400, nothing from other errors", () => {
    const refused = { status: 400, body: { errors: { to: 'Il periodo può coprire…' } } };
    expect(rangeErrorMessage(refused)).toBe('Il periodo può coprire…');
    expect(rangeErrorMessage({ status: 400, body: { errors: { from: 'x' } } })).toBe('x');
    expect(rangeErrorMessage({ status: 500, body: { errors: { to: 'x' } } })).toBeNull();
    expect(rangeErrorMessage(new Error('offline'))).toBeNull();
  });
});

describe('dashboard figures', () => {
  it('computes the change against last year; none without a base', () => {
    expect(percentChange('123456.78', '100000.00')).toBeCloseTo(0.2345678);
    expect(percentChange('50.00', '100.00')).toBe(-0.5);
    expect(percentChange('10.00', '-20.00')).toBe(1.5);
    expect(percentChange('10.00', '0.00')).toBeNull();
  });

  it('formats in the active language', () => {
    expect(formatPercent(0.2345678, 'it')).toBe('+23,5%');
    expect(formatPercent(-0.5, 'en')).toBe('-50%');
    expect(formatPercent(0, 'it')).toBe('0%');
    expect(formatPercent(null, 'it')).toBe('—');
    expect(formatCount(1234, 'it')).toBe('1.234');
    expect(formatMonth('2026-11', 'it')).toBe('nov 2026');
    expect(formatMonth('2026-01', 'en')).toBe('Jan 2026');
    expect(formatDay('2026-11-23', 'it')).toBe('23/11');
    expect(formatCompact(12500, 'en')).toBe('12.5K');
  });

  it('subtracts a credit note: its amount negated, zero left alone', () => {
    expect(negate('1543.22')).toBe('-1543.22');
    expect(negate('-5.00')).toBe('5.00');
    expect(negate('0.00')).toBe('0.00');
  });

  it('fills missing statuses with zero, in the enum order', () => {
    expect(byStatus([{ status: 2, documents: 3, amount: '9.00' }], [0, 2])).toEqual([
      { status: 0, documents: 0, amount: '0' },
      { status: 2, documents: 3, amount: '9.00' },
    ]);
  });

  it('sizes ranked bars as a share of the largest', () => {
    expect(shareOfMax('25.00', ['50.00', '25.00'])).toBe(50);
    expect(shareOfMax('0.00', ['0.00'])).toBe(0);
  });
});

describe('dashboard links', () => {
  it('lead to the document lists with the filters that count each figure', () => {
    // Sales count issued invoices and notes: their links list those only (no drafts).
    expect(filterOf(dashboardLinks.invoices(RANGE))).toEqual({
      issued: 'true',
      date_from: '2026-01-01',
      date_to: '2026-11-21',
    });
    expect(filterOf(dashboardLinks.receivables(0, RANGE)).issued).toBe('true');
    expect(filterOf(dashboardLinks.documents('credit-note', RANGE)).issued).toBe('true');
    expect(filterOf(dashboardLinks.documents('order', RANGE)).issued).toBeUndefined();
    expect(dashboardLinks.documents('debit-note', RANGE)).toMatch(
      /^\/documents\/sales\/debit-notes\?/,
    );
    expect(filterOf(dashboardLinks.customer(11, RANGE)).customer_id).toBe(11);
    expect(filterOf(dashboardLinks.article(21, RANGE)).article_id).toBe(21);
    expect(filterOf(dashboardLinks.receivables(3, RANGE)).status).toBe(3);
    expect(filterOf(dashboardLinks.orders(4, RANGE))).toEqual({
      status: 4,
      date_from: '2026-01-01',
      date_to: '2026-11-21',
    });
    expect(filterOf(dashboardLinks.backlog())).toEqual({ status: [1, 2, 3, 4, 5] });
    expect(filterOf(dashboardLinks.toShip('2026-11-23'))).toEqual({
      status: [0, 1, 2, 3, 4, 5],
      shipping_from: '2026-11-23',
      shipping_to: '2026-11-23',
    });
    expect(filterOf(dashboardLinks.late('2026-03-01'))).toEqual({
      status: [0, 1, 2, 3, 4, 5],
      shipping_to: '2026-02-28',
    });
    expect(dashboardLinks.order(501)).toBe(documentPaths.edit('order', 501));
  });

  it('shape the charts: one bar per month, status and day, each with its link', () => {
    const sales = makeSalesDashboard();
    const months = monthlyData(sales.monthly, 'it');
    expect(months).toHaveLength(24);
    expect(months[23]).toMatchObject({ key: '2026-11', label: 'nov 2026', value: 4321.5 });
    expect(filterOf(months[23].href)).toEqual({
      issued: 'true',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });

    const receivables = receivablesData(sales.receivables, sales.range, (s) => `s${s}`);
    expect(receivables.map((bar) => [bar.label, bar.value, bar.documents])).toEqual([
      ['s0', 20000, 5],
      ['s1', 0, 0],
      ['s2', 90000, 30],
      ['s3', 7890.12, 3],
    ]);

    const orders = makeOrdersDashboard();
    const statuses = orderStatusData(orders, String);
    expect(statuses.map((bar) => bar.value)).toEqual([2, 7, 0, 0, 0, 0, 40, 1]);
    const days = toShipData(orders.to_ship, 'it');
    expect(days).toHaveLength(28);
    expect(days[2]).toMatchObject({ label: '23/11', value: 3, amount: '2500.00' });
  });
});

describe('dashboard calls of the dataProvider', () => {
  it('send ?from&to only when given and answer the body as it is', async () => {
    const urls: string[] = [];
    server.use(
      http.get(api('/dashboards/sales'), ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json(makeSalesDashboard());
      }),
      http.get(api('/dashboards/orders'), ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json(makeOrdersDashboard());
      }),
    );
    const dataProvider = createDataProvider();
    expect((await dataProvider.salesDashboard()).today).toBe('2026-11-21');
    await dataProvider.salesDashboard({ from: '2026-03-01', to: '2026-03-31' });
    expect((await dataProvider.ordersDashboard({ to: '2026-03-31' })).backlog.documents).toBe(9);
    expect(urls).toEqual(['', '?from=2026-03-01&to=2026-03-31', '?to=2026-03-31']);
  });

  it('reject a refused range with the server body (its translated errors)', async () => {
    server.use(
      http.get(api('/dashboards/sales'), () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: { to: 'Il periodo può coprire…' } },
          { status: 400 },
        ),
      ),
    );
    const failure = await createDataProvider()
      .salesDashboard({ from: '2000-01-01', to: '2026-01-01' })
      .catch((error: unknown) => error);
    expect(rangeErrorMessage(failure)).toBe('Il periodo può coprire…');
  });
});
