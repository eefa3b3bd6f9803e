import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../server/resources/shipping-lists/sscc';
import { pdfPages } from '../support/pdfText';
import { readBarcodes, tallestBar } from './barcodeReader';
import {
  addItem,
  labelItem,
  readyOrder,
  shippingFixture,
  type ShippingFixture,
} from './shippingFixture';
import { ddtWithItems, newCarrier, newDestination, setDdtFields } from './shippingPrintFixture';

let f: ShippingFixture;
beforeAll(async () => {
  f = await shippingFixture();
});
afterAll(() => f.t.close());

const labelsPdf = async (labels: number[], format = 'thermal') => {
  const response = await f.a.get(`/documents/labels/pdf?ids=${labels.join(',')}&format=${format}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

describe('labels of a DDT (one shipment)', () => {
  it('numbers the parcels across the DDT in item order: 1/7 … 7/7', async () => {
    const { labels } = await ddtWithItems(f, [3, 2, 2]);
    const pages = await pdfPages(await labelsPdf(labels));
    expect(pages).toHaveLength(7);
    pages.forEach((page, i) => {
      expect(page).toContain(`Collo ${i + 1} di 7`);
      // 3 items of 2.5 kg: the shipment's weight, on every parcel.
      expect(page).toContain('Spedizione: 7 colli · 7,5 kg');
    });
    // One item's label alone keeps its place in the shipment.
    const second = await pdfPages(await labelsPdf([labels[1]]));
    expect(second.map((page) => /Collo \d di 7/.exec(page)?.[0])).toEqual([
      'Collo 4 di 7',
      'Collo 5 di 7',
    ]);
  });

  it('prints the place of delivery, DDT number, carrier, gross weight and cash on delivery', async () => {
    const { list, labels } = await ddtWithItems(f, [2, 1]);
    await setDdtFields(f.t, list.id, {
      destination_id: await newDestination(f.t, f.alfaCustomers[0], {
        name: 'Magazzino Verona',
        address: 'Via dell’Industria 8',
        zip: '37135',
        city: 'Verona',
        province: 'VR',
      }),
      carrier_id: await newCarrier(f.t, f.alfaCustomers[0], 'Trasporti Rapidi S.r.l.'),
      transport_by: 'carrier',
      gross_weight: '25',
      cod_amount: '1234.56',
    });
    const confirmed = await f.a.post(`/shipping-lists/${list.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { number } = confirmed.json().item;
    const pages = await pdfPages(await labelsPdf(labels));
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page).toContain('Magazzino Verona');
      expect(page).toContain('Via dell’Industria 8');
      expect(page).toContain('37135 Verona (VR)');
      expect(page).toContain(`DDT n. ${number}/2026 del 20/11/2026`);
      expect(page).toContain('Vettore: Trasporti Rapidi S.r.l.');
      expect(page).toContain('Spedizione: 3 colli · 25 kg');
      expect(page).toContain('CONTRASSEGNO 1.234,56 €');
    }
    expect(pages[2]).toContain('Collo 3 di 3');
  });

  it('speaks the recipient’s language', async () => {
    const { list, labels } = await ddtWithItems(f, [2]);
    await setDdtFields(f.t, list.id, { cod_amount: '1234.56' });
    await f.t.pool.query('update customers set language = $1 where id = $2', [
      'fr',
      f.alfaCustomers[0],
    ]);
    try {
      const pages = await pdfPages(await labelsPdf(labels));
      expect(pages[0]).toContain('EXPÉDITEUR');
      expect(pages[0]).toContain('DESTINATAIRE');
      expect(pages[0]).toContain('Bon de livraison à confirmer');
      expect(pages[1]).toContain('Colis 2 sur 2');
      expect(pages[0]).toMatch(/CONTRE-REMBOURSEMENT 1\s234,56\s€/);
    } finally {
      await f.t.pool.query('update customers set language = $1 where id = $2', [
        'it',
        f.alfaCustomers[0],
      ]);
    }
  });

  it('prints the place frozen at confirmation, not the customer’s later address', async () => {
    const { list, labels } = await ddtWithItems(f, [1]);
    expect((await f.a.post(`/shipping-lists/${list.id}/confirm`, {})).statusCode).toBe(200);
    await setDdtFields(f.t, list.id, {
      snapshot: {
        place: {
          recipient: 'Rossi di allora S.r.l.',
          destination: 'Deposito di allora',
          address: 'Via Vecchia 1',
          zip: '00100',
          city: 'Roma',
          province: 'RM',
          country: 'IT',
          phone: null,
          notes: null,
        },
        carrier: {
          name: 'Vettore di allora',
          vat_number: null,
          address: null,
          zip: null,
          city: null,
          province: null,
          country: 'IT',
        },
      },
    });
    const [page] = await pdfPages(await labelsPdf(labels));
    expect(page).toContain('Rossi di allora S.r.l.');
    expect(page).toContain('Deposito di allora');
    expect(page).toContain('00100 Roma (RM)');
    expect(page).toContain('Vettore: Vettore di allora');
  });

  it('gives another company’s labels a 404 and leaves them as they were', async () => {
    const { list, labels } = await ddtWithItems(f, [1]);
    const beta = await f.b.get(`/documents/labels/${labels[0]}/pdf`);
    expect(beta.statusCode).toBe(404);
    expect((await f.b.get(`/documents/labels/pdf?ids=${labels[0]}`)).statusCode).toBe(404);
    const status = (await f.a.get(`/shipping-lists/${list.id}`)).json().item.items[0].label.status;
    expect(status).toBe(0);
  });
});

/** The codes a label page prints in words: parcel codes and SSCCs (without the spaces). */
function printedCodes(text: string) {
  const parcels = text.match(/\b\d{10}\b/g) ?? [];
  const ssccs = [...text.matchAll(/\(00\) (\d) (\d+) (\d+) (\d)/g)].map(
    (m) => `00${m.slice(1).join('')}`,
  );
  return [...parcels, ...ssccs].sort();
}

const MM_AT_300_DPI = 300 / 25.4;

describe('barcodes read back by a scanner (pdftoppm -r 300 + zbarimg)', () => {
  it('decodes every parcel code and SSCC to what the label prints, in every format', async () => {
    const { labels } = await ddtWithItems(f, [2, 3]);
    for (const format of ['thermal', 'a6', 'a4']) {
      const pdf = await labelsPdf(labels, format);
      const texts = await pdfPages(pdf);
      const scans = await readBarcodes(pdf);
      expect(scans).toHaveLength(format === 'a4' ? 2 : 5);
      scans.forEach((scan, i) => {
        const printed = printedCodes(texts[i]);
        // Two codes a parcel: its code and its SSCC (Alfa has a GS1 prefix).
        expect(printed).toHaveLength(format === 'a4' ? 2 * (i === 0 ? 4 : 1) : 2);
        expect(scan.codes).toEqual(printed);
        for (const sscc of scan.codes.filter((code) => code.length === 20)) {
          expect(sscc.slice(0, 2)).toBe('00');
          expect(Number(sscc.at(-1))).toBe(gs1CheckDigit(sscc.slice(2, 19)));
        }
        // The SSCC's bars, measured on the rendered page: at least 32 mm high.
        expect(tallestBar(scan.bitmap) / MM_AT_300_DPI).toBeGreaterThanOrEqual(32);
      });
    }
  });

  it('decodes the parcel code of a company without a GS1 prefix (no SSCC)', async () => {
    const order = await readyOrder(f.t, f.beta, f.betaCustomers[0], f.betaArticles[0], ['1']);
    const list = (await f.b.post('/shipping-lists', { date: '2026-11-20' })).json().item;
    const item = await addItem(f.t, f.beta, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '1',
    });
    const label = await labelItem(f.t, f.beta, item.id);
    const pdf = (await f.b.get(`/documents/labels/${label}/pdf`)).rawPayload;
    const [scan] = await readBarcodes(pdf);
    expect(scan.codes).toEqual([`${String(label).padStart(8, '0')}01`]);
    expect(printedCodes((await pdfPages(pdf))[0])).toEqual(scan.codes);
  });
});
