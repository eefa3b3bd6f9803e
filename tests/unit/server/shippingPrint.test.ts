// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARRIAGE, TRANSPORT_BY, TRANSPORT_REASONS } from '../../../contract/enums';
import { LOCALES } from '../../../contract/messages';
import { barWidths } from '../../../server/resources/shipping-lists/pdf/barcode';
import { DDT_WORDS } from '../../../server/resources/shipping-lists/pdf/ddt-words';
import { ddtTitle } from '../../../server/resources/shipping-lists/pdf/ddt-render';
import { shipmentOf } from '../../../server/resources/shipping-lists/pdf/ddt-shipment';
import { LABEL_WORDS } from '../../../server/resources/shipping-lists/pdf/label-words';
import {
  labelBox,
  labelLayout,
  MM,
  SSCC_MODULE_MM,
} from '../../../server/resources/shipping-lists/pdf/label-render';

describe('shipmentOf: one DDT is one shipment', () => {
  it('numbers parcels across the items in item order, whatever order they come in', () => {
    const shipment = shipmentOf(
      [
        { id: 12, parcels: 2, weight: '4.5' },
        { id: 10, parcels: 3, weight: null },
        { id: 15, parcels: 2, weight: '0.25' },
      ],
      null,
    );
    expect(shipment.parcels).toBe(7);
    expect([...shipment.first_parcel]).toEqual([
      [10, 1],
      [12, 4],
      [15, 6],
    ]);
    expect(shipment.gross_weight).toBe('4.75');
  });

  it('prefers the DDT’s own gross weight; no weights at all is null', () => {
    expect(shipmentOf([{ id: 1, parcels: 1, weight: '2' }], '25.500').gross_weight).toBe('25.5');
    expect(shipmentOf([{ id: 1, parcels: 1, weight: null }], null).gross_weight).toBeNull();
    expect(shipmentOf([], null)).toMatchObject({ parcels: 0, gross_weight: null });
  });
});

describe('label layout (GS1 logistic label)', () => {
  const ssccModules = barWidths('gs1-128', '(00)080123450000017010').reduce((a, b) => a + b, 0);
  for (const format of ['thermal', 'a6', 'a4'] as const) {
    it(`${format}: SSCC bars at least 32 mm high, modules 0.495 mm or more, inside the label`, () => {
      for (const slot of format === 'a4' ? [0, 1, 2, 3] : [0]) {
        const box = labelBox(format, slot);
        const layout = labelLayout(box, true);
        expect(layout.sscc!.height / MM).toBeGreaterThanOrEqual(32);
        // drawBars: as wide as fits with a quiet zone of 10 modules each side.
        const module = Math.min(box.width / (ssccModules + 20), SSCC_MODULE_MM.max * MM);
        expect(module / MM).toBeGreaterThanOrEqual(SSCC_MODULE_MM.min);
        expect(layout.ssccText! + 9).toBeLessThanOrEqual(box.y + box.height);
        expect(layout.parcelCode.y + layout.parcelCode.height).toBeLessThan(layout.sscc!.y);
        // The fullest label's text (destination, four address lines, carrier, COD): 232 pt.
        expect(layout.top - box.y).toBeGreaterThanOrEqual(232);
      }
    });
  }
});

describe('DDT and label words', () => {
  it('names every causale, porto and carrier choice in the five languages', () => {
    for (const locale of LOCALES) {
      const words = DDT_WORDS[locale];
      for (const reason of TRANSPORT_REASONS) expect(words.reasons[reason]).toBeTruthy();
      for (const carriage of CARRIAGE) expect(words.carriages[carriage]).toBeTruthy();
      for (const by of TRANSPORT_BY) expect(words.transportBys[by]).toBeTruthy();
      expect(LABEL_WORDS[locale].parcel(3, 7)).toMatch(/3.*7/);
    }
  });

  it('titles a DDT with its number and date, or as a draft', () => {
    const ddt = { number: 12, year: 2026, date: '2026-11-21' };
    expect(ddtTitle(ddt, 'it')).toBe('DDT n. 12/2026 del 21/11/2026');
    expect(ddtTitle(ddt, 'de')).toBe('Lieferschein Nr. 12/2026 vom 21.11.2026');
    expect(ddtTitle(ddt, 'en')).toBe('Delivery note No. 12/2026 of 21/11/2026');
    expect(ddtTitle({ ...ddt, number: null }, 'it')).toBe('Bozza — DDT da confermare');
    expect(LABEL_WORDS.it.shipment(1, null)).toBe('Spedizione: 1 collo');
    expect(LABEL_WORDS.it.cod('1.234,56 €')).toBe('CONTRASSEGNO 1.234,56 €');
  });
});
