import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import {
  addItem,
  openList,
  readyOrder,
  shippingFixture,
  type ShippingFixture,
} from './shippingFixture';
import { ddtWithItems, newCarrier, newDestination, setDdtFields } from './shippingPrintFixture';

let f: ShippingFixture;
let customerName: string;
beforeAll(async () => {
  f = await shippingFixture();
  customerName = (await f.a.get(`/customers/${f.alfaCustomers[0]}`)).json().item.general.name;
});
afterAll(() => f.t.close());

const pdfOf = async (listId: number, query = '') => {
  const response = await f.a.get(`/shipping-lists/${listId}/pdf${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { pages: await pdfPages(response.rawPayload), response };
};

/** A DDT to the first customer's warehouse, by a registered carrier, every field filled. */
async function fullDdt() {
  const made = await ddtWithItems(f, [2, 1]);
  await setDdtFields(f.t, made.list.id, {
    destination_id: await newDestination(f.t, f.alfaCustomers[0], {
      name: 'Magazzino Verona',
      address: 'Via dell’Industria 8',
      zip: '37135',
      city: 'Verona',
      province: 'VR',
    }),
    carrier_id: await newCarrier(f.t, f.alfaCustomers[0], 'Trasporti Rapidi S.r.l.'),
    transport_reason: 'consignment',
    carriage: 'forward',
    transport_by: 'carrier',
    goods_appearance: 'Scatole di cartone',
    gross_weight: '1234.5',
    transport_start: '2026-11-21T07:30:00Z',
    cod_amount: '1234.56',
    notes: 'Consegna al mattino, citofonare Rossi',
  });
  return made;
}

describe('GET /api/shipping-lists/{id}/pdf', () => {
  it('prints every field of a DDT; an open list is a draft', async () => {
    const { list, order } = await fullDdt();
    const { pages, response } = await pdfOf(list.id, '?locale=it');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''DDT%20bozza%20${list.id}.pdf`,
    );
    expect(pages).toHaveLength(1);
    const text = pages[0];
    for (const expected of [
      'Documento di trasporto',
      'Bozza — DDT da confermare',
      'Alfa S.r.l.',
      'P. IVA',
      'Destinatario',
      customerName,
      'Luogo di destinazione',
      'Magazzino Verona',
      'Via dell’Industria 8',
      '37135 Verona (VR)',
      'Causale del trasporto',
      'Conto visione',
      'Porto',
      'Assegnato',
      'Trasporto a cura del',
      'Vettore',
      'Trasporti Rapidi S.r.l.',
      'P. IVA 01234567890 · Via dei Trasporti 5 20100 Milano (MI)',
      'Aspetto esteriore dei beni',
      'Scatole di cartone',
      'N. colli',
      'Peso lordo',
      '1.234,5 kg',
      'Inizio trasporto',
      '21/11/2026, 08:30',
      'Contrassegno',
      '1.234,56 €',
      'Articolo da spedire 1',
      `${order.number}/2026`,
      'Rif. cliente Vs. ordine 77',
      'Consegna al mattino, citofonare Rossi',
      'Firma conducente / vettore',
      'Firma destinatario',
      'Firma mittente',
      'Pagina 1 di 1',
    ])
      expect(text).toContain(expected);
    // Three parcels in all (2 + 1).
    expect(text).toMatch(/N\. colli\s+3\b/);
  });

  it('numbers a confirmed DDT and prints its frozen place, not the customer’s new one', async () => {
    const { list } = await ddtWithItems(f, [1]);
    const confirmed = await f.a.post(`/shipping-lists/${list.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { number } = confirmed.json().item;
    await setDdtFields(f.t, list.id, {
      snapshot: {
        place: {
          recipient: 'Rossi Frozen S.p.A.',
          destination: 'Deposito di allora',
          address: 'Via Vecchia 1',
          zip: '00100',
          city: 'Roma',
          province: 'RM',
          country: 'IT',
          phone: null,
          notes: null,
        },
        carrier: null,
      },
    });
    const { pages, response } = await pdfOf(list.id);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''DDT%20${number}-2026.pdf`,
    );
    expect(pages[0]).toContain(`DDT n. ${number}/2026 del 20/11/2026`);
    expect(pages[0]).toContain('Deposito di allora');
    expect(pages[0]).toContain('Rossi Frozen S.p.A.');
    expect(pages[0]).not.toContain('Bozza');
    // The items' weights summed (2.5 kg) when no gross weight is typed.
    expect(pages[0]).toContain('2,5 kg');
  });

  it('speaks the customer’s language unless ?locale= says otherwise', async () => {
    const { list } = await fullDdt();
    await f.t.pool.query('update customers set language = $1 where id = $2', [
      'de',
      f.alfaCustomers[0],
    ]);
    try {
      const german = (await pdfOf(list.id)).pages[0];
      expect(german).toContain('Lieferschein');
      expect(german).toContain('Entwurf — Lieferschein noch nicht bestätigt');
      expect(german).toContain('Zur Ansicht');
      expect(german).toContain('1.234,56 €');
      expect(german).toContain('Seite 1 von 1');
      expect(german).toContain('Unterschrift Empfänger');
      expect((await pdfOf(list.id, '?locale=customer')).pages[0]).toContain('Lieferschein');
      const english = (await pdfOf(list.id, '?locale=en')).pages[0];
      expect(english).toContain('Delivery note');
      expect(english).toContain('On approval');
      expect(english).toContain('€1,234.56');
      expect(english).toContain('Page 1 of 1');
      const french = (await pdfOf(list.id, '?locale=fr')).pages[0];
      expect(french).toContain('Bon de livraison');
      expect(french).toContain('Signature destinataire');
      const hungarian = (await pdfOf(list.id, '?locale=hu')).pages[0];
      expect(hungarian).toContain('Szállítólevél');
      expect(hungarian).toContain('Utánvét');
    } finally {
      await f.t.pool.query('update customers set language = $1 where id = $2', [
        'it',
        f.alfaCustomers[0],
      ]);
    }
  });

  it('runs over as many pages as the goods need, the table header on each', async () => {
    const quantities = Array.from({ length: 70 }, () => '1');
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[1], f.alfaArticles[1], quantities);
    const list = await openList(f.t, f.alfa);
    for (const row of order.rows)
      await addItem(f.t, f.alfa, list.id, { document_row_id: row.id, quantity: '1' });
    const { pages } = await pdfOf(list.id, '?locale=it');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Pagina ${i + 1} di ${pages.length}`);
      expect(page).toContain('Descrizione');
    });
    expect(pages.at(-1)).toContain('Firma mittente');
    expect(pages.at(-1)).toContain('Articolo da spedire 70');
    expect(pages[1]).toContain('Bozza — DDT da confermare ·');
    // The customer comes from the first item while the list has none of its own.
    const second = (await f.a.get(`/customers/${f.alfaCustomers[1]}`)).json().item.general.name;
    expect(pages[0]).toContain(second);
  });

  it('prints an empty list as an empty draft', async () => {
    const list = await openList(f.t, f.alfa);
    const { pages } = await pdfOf(list.id);
    expect(pages[0]).toContain('Bozza — DDT da confermare');
    expect(pages[0]).toContain('Pagina 1 di 1');
  });

  it('answers 404 for another company’s or an unknown list, 400 for a bad id or locale', async () => {
    const { list } = await ddtWithItems(f, [1]);
    const beta = await f.b.get(`/shipping-lists/${list.id}/pdf`);
    expect(beta.statusCode).toBe(404);
    expect(beta.json().message).toBeTruthy();
    expect((await f.a.get('/shipping-lists/999999/pdf')).statusCode).toBe(404);
    expect((await f.a.get('/shipping-lists/abc/pdf')).statusCode).toBe(400);
    const locale = await f.a.get(`/shipping-lists/${list.id}/pdf?locale=xx`);
    expect(locale.statusCode).toBe(400);
    expect(locale.json().errors).toHaveProperty('locale');
  });
});
