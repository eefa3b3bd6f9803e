import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentPaths } from '../../src/resources/documents/paths';
import { makeOrdersDashboard } from './dashboardsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { dashboards } from '../../src/pages/dashboards';
import { renderScreen } from './renderScreen';

const queries: URLSearchParams[] = [];
const RANGE = { date_from: '2026-01-01', date_to: '2026-11-21' };
const OPEN = [0, 1, 2, 3, 4, 5];
/** The first load imports the lazy chunk (recharts): give it time. */
const LOADED = { timeout: 10_000 };

const section = (name: string) => screen.getByRole('region', { name });
/** Amounts as Intl writes them: a no-break space before the euro sign. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
const loaded = () => screen.findByRole('heading', { name: 'Portafoglio ordini' }, LOADED);

beforeEach(() => {
  queries.length = 0;
  signedIn();
  server.use(
    http.get(api('/dashboards/orders'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(makeOrdersDashboard());
    }),
  );
});

describe('orders dashboard', () => {
  it('shows backlog and late orders in Italian, each linking to its orders', async () => {
    await renderScreen('/dashboards/orders', dashboards.routes);
    await loaded();
    const backlog = within(section('Portafoglio ordini'));
    expect(backlog.getByRole('link', { name: euro('34.567,89 €') })).toHaveAttribute(
      'href',
      documentPaths.filtered('order', { status: [1, 2, 3, 4, 5] }),
    );
    expect(backlog.getByText('9 ordini confermati non ancora spediti')).toBeInTheDocument();
    const late = within(section('Ordini in ritardo'));
    expect(late.getByRole('link', { name: euro('9.876,54 €') })).toHaveAttribute(
      'href',
      documentPaths.filtered('order', { status: OPEN, shipping_to: '2026-11-20' }),
    );
    expect(queries[0].toString()).toBe('');
  });

  it('lists the most overdue orders, each opening its edit page, and "see all"', async () => {
    await renderScreen('/dashboards/orders', dashboards.routes);
    await loaded();
    const list = within(section('I più in ritardo'));
    const order = list.getByRole('link', { name: '17/2026' });
    expect(order).toHaveAttribute('href', documentPaths.edit('order', 501));
    const row = within(order.closest('tr')!);
    expect(row.getByText('Verdi Mobili S.p.A.')).toBeInTheDocument();
    expect(row.getByText('01/11/2026')).toBeInTheDocument();
    expect(row.getByText('20')).toBeInTheDocument();
    expect(row.getByText('4.000,00 €')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Vedi tutti gli ordini in ritardo' })).toHaveAttribute(
      'href',
      documentPaths.filtered('order', { status: OPEN, shipping_to: '2026-11-20' }),
    );
  });

  it('the tables of orders by status and to ship hold the figures and links', async () => {
    const user = userEvent.setup();
    await renderScreen('/dashboards/orders', dashboards.routes);
    await loaded();
    const statuses = section('Ordini del periodo per stato');
    await user.click(within(statuses).getByRole('button', { name: 'Tabella' }));
    expect(within(statuses).getAllByRole('row')).toHaveLength(9);
    const confirmed = within(statuses).getByRole('link', { name: 'Confermato' });
    expect(confirmed).toHaveAttribute(
      'href',
      documentPaths.filtered('order', { status: 1, ...RANGE }),
    );
    expect(within(confirmed.closest('tr')!).getByText('7')).toBeInTheDocument();
    expect(within(confirmed.closest('tr')!).getByText('12.000,00 €')).toBeInTheDocument();

    const toShip = section('Da spedire nei prossimi 28 giorni');
    await user.click(within(toShip).getByRole('button', { name: 'Tabella' }));
    expect(within(toShip).getAllByRole('row')).toHaveLength(29);
    const day = within(toShip).getByRole('link', { name: '23/11' });
    expect(day).toHaveAttribute(
      'href',
      documentPaths.filtered('order', {
        status: OPEN,
        shipping_from: '2026-11-23',
        shipping_to: '2026-11-23',
      }),
    );
    expect(within(day.closest('tr')!).getByText('2.500,00 €')).toBeInTheDocument();
  });

  it('a preset refetches with ?from&to and keeps the range in the URL', async () => {
    const user = userEvent.setup();
    const { location } = await renderScreen('/dashboards/orders', dashboards.routes);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Questo mese' }));
    await waitFor(() =>
      expect(location()).toBe('/dashboards/orders?from=2026-11-01&to=2026-11-21'),
    );
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('from')).toBe('2026-11-01');
    expect(queries[1].get('to')).toBe('2026-11-21');
  });
});
