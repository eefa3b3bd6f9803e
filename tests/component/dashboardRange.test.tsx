import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { daysBetween } from '../../contract/calendar';
import { MAX_RANGE_DAYS } from '../../contract/dashboards';
import { makeSalesDashboard } from './dashboardsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { dashboards } from '../../src/pages/dashboards';
import { renderScreen } from './renderScreen';

/** The ranges the dashboard asked for (`?from&to`, empty for the default). */
const queries: URLSearchParams[] = [];
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A range the API accepts: none, or two real dates in order, ten years at most. */
function acceptable(query: URLSearchParams) {
  const from = query.get('from');
  const to = query.get('to');
  if (!from && !to) return true;
  if (!from || !to || !WIRE_DATE.test(from) || !WIRE_DATE.test(to)) return false;
  const real = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  return real(from) && real(to) && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS;
}

beforeEach(() => {
  queries.length = 0;
  signedIn();
  server.use(
    http.get(api('/dashboards/sales'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      // As the API: a wrong range is a 400 with the reason on `to`.
      if (!acceptable(query))
        return HttpResponse.json(
          { message: 'Invalid input', errors: { to: 'Periodo non valido' } },
          { status: 400 },
        );
      return HttpResponse.json(makeSalesDashboard());
    }),
  );
});

describe('dashboard period typed by hand', () => {
  it('asks for no range while the date is half-typed or wrong, then fetches the valid one once', async () => {
    const user = userEvent.setup();
    const { location } = await renderScreen('/dashboards/sales', dashboards.routes);
    await screen.findByRole('heading', { name: 'Crediti scaduti' }, { timeout: 10_000 });
    expect(queries).toHaveLength(1); // the default range (01/01/2026 - 21/11/2026)
    const from = screen.getByRole('group', { name: 'Dal' });
    const section = (name: string) => within(from).getByRole('spinbutton', { name });
    const typeInto = async (name: string, digits: string) => {
      await user.click(section(name));
      for (const digit of digits) await user.keyboard(digit); // 0001, 0019, 0199, 1990...
    };
    const fieldSays = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

    await typeInto('Anno', '1990');
    fieldSays('Il periodo può coprire al massimo dieci anni');
    await typeInto('Anno', '2027'); // after the end of the period
    fieldSays('La data finale è prima di quella iniziale');
    await typeInto('Giorno', '30');
    await typeInto('Mese', '02');
    await typeInto('Anno', '2026'); // 30/02/2026: no such day
    fieldSays('Data incompleta o non valida');
    expect(queries).toHaveLength(1);
    expect(screen.queryByText(/Il periodo non è valido/)).not.toBeInTheDocument();

    await typeInto('Mese', '03'); // 30/03/2026: a real day, before the end
    await waitFor(() => expect(location()).toBe('/dashboards/sales?from=2026-03-30&to=2026-11-21'));
    await waitFor(() => expect(queries).toHaveLength(2), { timeout: 10_000 });
    expect(queries[1].toString()).toBe('from=2026-03-30&to=2026-11-21');
    expect(screen.queryByText('Data incompleta o non valida')).not.toBeInTheDocument();
    expect(queries.every(acceptable)).toBe(true);
    expect(screen.queryByText(/Il periodo non è valido/)).not.toBeInTheDocument();
  });
});
