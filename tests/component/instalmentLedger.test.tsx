import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Instalment } from '../../contract/instalments';
import { instalments } from '../../src/resources/instalments';
import type { InstalmentSummary } from '../../src/resources/instalments/instalmentMethods';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';
import { signedIn } from './signedIn';

const instalment: Instalment = {
  id: 7,
  document: {
    id: 40,
    type: 'invoice',
    number: 12,
    series: '',
    year: 2026,
    document_date: '2026-11-30',
  },
  customer: { id: 3, name: 'Rossi S.r.l.' },
  position: 1,
  count: 2,
  due_date: '2026-12-31',
  method: 'MP12',
  amount: '1234.50',
  charges: '0.00',
  paid: '0.00',
  credited: '0.00',
  written_off: '0.00',
  write_off_reason: null,
  open: '1234.50',
  state: 'presented',
  bank_state: 'presented',
  bank_account: { id: 2, name: 'Banca Seconda' },
  days_overdue: 0,
  last_reminder: null,
  version: 2,
};

const summary = (group: string | null): InstalmentSummary => ({
  today: '2026-12-01',
  count: 3,
  open: '1987.58',
  overdue: '0.00',
  buckets: [{ bucket: 'not_due', count: 3, open: '1987.58' }],
  periods:
    group === 'week'
      ? [
          { period: '2026-11-30', count: 1, open: '753.08' },
          { period: '2026-12-28', count: 2, open: '1234.50' },
        ]
      : [
          { period: '2026-12-01', count: 2, open: '1234.50' },
          { period: '2027-01-01', count: 1, open: '753.08' },
        ],
});

const bank = { id: 2, name: 'Banca Seconda', bank_name: 'Banca di Prova', version: 1 };

const lists: URLSearchParams[] = [];
const summaries: URLSearchParams[] = [];

beforeEach(() => {
  lists.length = 0;
  summaries.length = 0;
  signedIn();
  server.use(
    http.get(api('/instalments/summary'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      summaries.push(query);
      return HttpResponse.json(summary(query.get('group')));
    }),
    http.get(api('/instalments'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        items: [instalment],
        total: 1,
        total_capped: false,
        selects: { states: [], methods: [], buckets: [] },
      });
    }),
    // The customer filter's options.
    http.get(api('/customers'), () =>
      HttpResponse.json({ items: [], total: 0, total_capped: false, selects: {} }),
    ),
    // The bank filter's options, and its chosen one.
    http.get(api('/bank-accounts'), () =>
      HttpResponse.json({ items: [bank], total: 1, total_capped: false }),
    ),
    http.get(api('/bank-accounts/:id'), () => HttpResponse.json({ item: bank })),
  );
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('the receivables ledger', () => {
  it('shows what falls due by month, or by week when asked, with counts and amounts', async () => {
    const user = userEvent.setup();
    await renderScreen('/collections/instalments', instalments.routes);
    const periods = await screen.findByTestId('period-totals');
    expect(within(periods).getByRole('heading', { name: 'Per mese di scadenza' })).toBeVisible();
    const items = within(periods).getAllByRole('listitem').map(text);
    expect(items).toEqual(['dicembre 20261.234,50 €2 scadenze', 'gennaio 2027753,08 €1 scadenza']);
    expect(summaries[0].get('group')).toBe('month');

    await user.click(within(periods).getByRole('button', { name: 'Settimana' }));
    await waitFor(() =>
      expect(within(periods).getAllByRole('listitem').map(text)).toEqual([
        'Settimana dal 30/11/2026753,08 €1 scadenza',
        'Settimana dal 28/12/20261.234,50 €2 scadenze',
      ]),
    );
    expect(summaries.at(-1)!.get('group')).toBe('week');
    expect(within(periods).getByRole('button', { name: 'Settimana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('names the bank of each instalment and filters by it, list and totals alike', async () => {
    const filter = encodeURIComponent(JSON.stringify({ bank_account_id: 2 }));
    await renderScreen(`/collections/instalments?filter=${filter}`, instalments.routes);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Banca' })).toBeInTheDocument();
    expect(await within(table).findByText('Banca Seconda')).toBeInTheDocument();
    await waitFor(() => expect(summaries.length).toBeGreaterThan(0));
    expect(lists[0].get('bank_account_id')).toBe('2');
    expect(summaries[0].get('bank_account_id')).toBe('2');
    expect(await screen.findByRole('combobox', { name: 'Banca' })).toHaveTextContent(
      'Banca Seconda',
    );
  });
});
