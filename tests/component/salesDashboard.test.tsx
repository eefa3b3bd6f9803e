import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentPaths } from '../../src/resources/documents/paths';
import { makeSalesDashboard } from './dashboardsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { dashboards } from '../../src/pages/dashboards';
import { renderScreen } from './renderScreen';

const queries: URLSearchParams[] = [];
/** The sales links' filter: issued invoices and notes (no drafts) of the range. */
const RANGE = { issued: 'true', date_from: '2026-01-01', date_to: '2026-11-21' };
/** The first load imports the lazy chunk (recharts): give it time. */
const LOADED = { timeout: 10_000 };

const section = (name: string) => screen.getByRole('region', { name });
/** Amounts as Intl writes them: a no-break space before the euro sign. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

beforeEach(() => {
  queries.length = 0;
  signedIn();
  server.use(
    http.get(api('/dashboards/sales'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(makeSalesDashboard());
    }),
  );
});

describe('sales dashboard', () => {
  it('shows the key figures in Italian, the overdue amount on its own card', async () => {
    await renderScreen('/dashboards/sales', dashboards.routes);
    await screen.findByRole('heading', { name: 'Crediti scaduti' }, LOADED);
    const overdue = section('Crediti scaduti');
    expect(within(overdue).getByRole('link', { name: euro('7.890,12 €') })).toBeInTheDocument();
    expect(within(overdue).getByText('4 rate scadute')).toBeInTheDocument();

    const revenue = section('Fatturato del periodo');
    expect(within(revenue).getByRole('link', { name: euro('123.456,78 €') })).toBeInTheDocument();
    expect(within(revenue).getByText('+23,5%')).toBeInTheDocument();
    expect(within(revenue).getByText('Dal 01/01/2026 al 21/11/2026')).toBeInTheDocument();
    expect(within(revenue).getByText('Anno scorso: 100.000,00 €')).toBeInTheDocument();
    expect(within(revenue).getByText('-1.543,22 €')).toBeInTheDocument();
    expect(within(section('Questo mese')).getByText('-50%')).toBeInTheDocument();
    expect(
      within(section("Quest'anno")).getByText("nessun importo l'anno scorso"),
    ).toBeInTheDocument();
    const average = section('Fattura media');
    expect(within(average).getByRole('link', { name: euro('3.428,57 €') })).toBeInTheDocument();
    expect(within(average).getByText('su 35 fatture')).toBeInTheDocument();
    expect(queries[0].toString()).toBe('');
  });

  it('every figure links to the documents it counts', async () => {
    await renderScreen('/dashboards/sales', dashboards.routes);
    await screen.findByRole('heading', { name: 'Crediti scaduti' }, LOADED);
    const href = (region: string, name: string) =>
      within(section(region)).getByRole('link', { name }).getAttribute('href');

    // The ledger's overdue instalments, whatever the range.
    expect(href('Crediti scaduti', euro('7.890,12 €'))).toBe(
      `/collections/instalments?${new URLSearchParams({
        filter: '{"overdue":"true"}',
        displayedFilters: '{"overdue":true}',
      })}`,
    );
    expect(href('Fatturato del periodo', euro('123.456,78 €'))).toBe(
      documentPaths.filtered('invoice', RANGE),
    );
    expect(href('Fatturato del periodo', 'Note di credito')).toBe(
      documentPaths.filtered('credit-note', RANGE),
    );
    expect(href('Fatturato del periodo', euro('Anno scorso: 100.000,00 €'))).toBe(
      documentPaths.filtered('invoice', {
        issued: 'true',
        date_from: '2025-01-01',
        date_to: '2025-11-21',
      }),
    );
    expect(href('I 10 migliori clienti', '1. Rossi Arredamenti S.r.l.')).toBe(
      documentPaths.filtered('invoice', { customer_id: 11, ...RANGE }),
    );
    expect(href('I 10 articoli più venduti', '1. TAV-01 – Tavolo in rovere')).toBe(
      documentPaths.filtered('invoice', { article_id: 21, ...RANGE }),
    );
  });

  it('the table alternative holds the same figures and links as the chart', async () => {
    const user = userEvent.setup();
    await renderScreen('/dashboards/sales', dashboards.routes);
    await screen.findByRole('heading', { name: 'Crediti scaduti' }, LOADED);

    const monthly = section('Fatturato mensile (24 mesi)');
    await user.click(within(monthly).getByRole('button', { name: 'Tabella' }));
    const table = within(monthly).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    const november = within(table).getByRole('link', { name: 'nov 2026' });
    expect(november).toHaveAttribute(
      'href',
      documentPaths.filtered('invoice', {
        issued: 'true',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
      }),
    );
    expect(within(november.closest('tr')!).getByText('4.321,50 €')).toBeInTheDocument();

    const receivables = section('Crediti per stato di pagamento (IVA inclusa)');
    await user.click(within(receivables).getByRole('button', { name: 'Tabella' }));
    const overdue = within(receivables).getByRole('link', { name: 'Scaduto' });
    expect(overdue).toHaveAttribute(
      'href',
      documentPaths.filtered('invoice', { status: 3, ...RANGE }),
    );
    const row = within(overdue.closest('tr')!);
    expect(row.getByText('7.890,12 €')).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
    // A status without invoices is there too, at zero.
    const paying = within(receivables).getByRole('link', { name: 'In pagamento' });
    expect(within(paying.closest('tr')!).getByText('0,00 €')).toBeInTheDocument();

    const customers = section('I 10 migliori clienti');
    await user.click(within(customers).getByRole('button', { name: 'Tabella' }));
    const rossi = within(customers).getByRole('link', { name: 'Rossi Arredamenti S.r.l.' });
    expect(within(rossi.closest('tr')!).getByText('50.000,00 €')).toBeInTheDocument();
    expect(within(rossi.closest('tr')!).getByText('12')).toBeInTheDocument();
  });

  it('a preset puts its range in the URL and refetches with ?from&to', async () => {
    const user = userEvent.setup();
    const { location } = await renderScreen('/dashboards/sales', dashboards.routes);
    await screen.findByRole('heading', { name: 'Crediti scaduti' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Anno scorso' }));
    await waitFor(() => expect(location()).toBe('/dashboards/sales?from=2025-01-01&to=2025-12-31'));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('from')).toBe('2025-01-01');
    expect(queries[1].get('to')).toBe('2025-12-31');
  });

  it('the range in the URL is what it asks for, and its pickers show it', async () => {
    await renderScreen('/dashboards/sales?from=2026-03-01&to=2026-03-31', dashboards.routes);
    await screen.findByRole('heading', { name: 'Crediti scaduti' }, LOADED);
    expect(queries[0].get('from')).toBe('2026-03-01');
    expect(queries[0].get('to')).toBe('2026-03-31');
    const range = screen.getByRole('group', { name: 'Periodo' });
    expect(within(range).getByDisplayValue('01/03/2026')).toBeInTheDocument();
    expect(within(range).getByDisplayValue('31/03/2026')).toBeInTheDocument();
  });

  it('a refused range shows the server’s reason in Italian and a way back', async () => {
    server.use(
      http.get(api('/dashboards/sales'), () =>
        HttpResponse.json(
          {
            message: 'Invalid input',
            errors: { to: 'Il periodo può coprire al massimo dieci anni' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen(
      '/dashboards/sales?from=2000-01-01&to=2026-01-01',
      dashboards.routes,
    );
    expect(
      await screen.findByText(
        'Il periodo non è valido: Il periodo può coprire al massimo dieci anni',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Torna al periodo predefinito' })[0]);
    await waitFor(() => expect(location()).toBe('/dashboards/sales'));
  });
});
