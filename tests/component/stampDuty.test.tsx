import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StampDutyList } from '../../contract/stamp-duty';
import { documents } from '../../src/resources/documents';
import { today } from '../../src/lib/dates';
import { lastQuarter } from '../../src/resources/documents/stamp-duty/stampDutyModel';
import { STAMP_DUTY_PATH } from '../../src/resources/documents/stamp-duty/paths';
import { api, server } from './msw';
import { selectsHandlers } from './registryFixtures';
import { renderScreen } from './renderScreen';
import { signedIn } from './signedIn';

const listOf = (year: number, quarter: number): StampDutyList => ({
  year,
  quarter,
  from: `${year}-07-01`,
  to: `${year}-09-30`,
  items: [
    {
      id: 41,
      type: 'invoice',
      number: 12,
      series: '',
      year,
      document_date: `${year}-08-03`,
      customer: { id: 7, name: 'Rossi Forniture S.r.l.' },
      exempt_amount: '1250.00',
      duty: '2.00',
    },
  ],
  count: 1,
  total: '2.00',
  tax_code: `252${quarter}`,
  payment_due: `${year}-11-30`,
});

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/documents/stamp-duty'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(listOf(Number(query.get('year')), Number(query.get('quarter'))));
    }),
  );
});

describe('the stamp duty screen', () => {
  it('shows the last quarter ended: the documents, what is due, the F24; then another quarter', async () => {
    const user = userEvent.setup();
    await renderScreen(STAMP_DUTY_PATH, documents.routes);
    const expected = lastQuarter(today());
    expect(
      await screen.findByText('1 documento con bollo: imposta dovuta 2,00 €'),
    ).toBeInTheDocument();
    expect(queries[0].get('year')).toBe(String(expected.year));
    expect(queries[0].get('quarter')).toBe(String(expected.quarter));
    expect(
      screen.getByText(
        `Pagamento con F24, codice tributo 252${expected.quarter}, entro il 30/11/${expected.year}`,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Imposta di bollo' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(
      `Fattura 12/${expected.year}03/08/${expected.year}Rossi Forniture S.r.l.1.250,00 €2,00 €`,
    );
    expect(within(row).getByRole('link', { name: `Fattura 12/${expected.year}` })).toHaveAttribute(
      'href',
      '/documents/sales/invoices/show/41',
    );
    await user.click(screen.getByRole('combobox', { name: 'Trimestre' }));
    await user.click(await screen.findByRole('option', { name: '1° trimestre (gen–mar)' }));
    await waitFor(() => expect(queries.at(-1)?.get('quarter')).toBe('1'));
    expect(screen.getByRole('button', { name: 'CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
  });
});
