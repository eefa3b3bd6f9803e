import type { InvoiceXmlInput, XmlBuyer, XmlRow } from '../../server/resources/sdi/fatturapa/model';

/** A row of 22 % VAT; `overrides` change what a test is about. */
export const xmlRow = (overrides: Partial<XmlRow> = {}): XmlRow => ({
  description: 'Vite zincata M6 x 20',
  quantity: '10',
  unitPrice: '0.35',
  discount: '0',
  vatRate: '22',
  vatNature: null,
  unit: 'pz',
  articleCode: 'VIT-M6-20',
  ...overrides,
});

export const italianCompany: XmlBuyer = {
  vatCountry: 'IT',
  vatNumber: '09876543217',
  taxCode: '09876543217',
  name: 'Beta S.p.A.',
  firstName: null,
  lastName: null,
  address: {
    address: 'Via Indipendenza 2',
    zip: '40121',
    city: 'Bologna',
    province: 'BO',
    country: 'IT',
  },
};

export const privatePerson: XmlBuyer = {
  vatCountry: null,
  vatNumber: null,
  taxCode: 'RSSMRA80A01H501U',
  name: 'Mario Rossi',
  firstName: 'Mario',
  lastName: 'Rossi',
  address: { address: 'Via Po 3', zip: '10123', city: 'Torino', province: 'TO', country: 'IT' },
};

export const germanCompany: XmlBuyer = {
  vatCountry: 'DE',
  vatNumber: 'DE123456789',
  taxCode: null,
  name: 'Müller Maschinenbau GmbH',
  firstName: null,
  lastName: null,
  address: {
    address: 'Königstraße 10',
    zip: '70173',
    city: 'Stuttgart',
    province: null,
    country: 'DE',
  },
};

/** An invoice of Alfa S.r.l. to Beta S.p.A.: two rows, a bank transfer in two instalments. */
export function xmlInput(overrides: Partial<InvoiceXmlInput> = {}): InvoiceXmlInput {
  return {
    progressive: '0000A',
    transmitter: { country: 'IT', code: '01234567897' },
    recipient: { format: 'FPR12', code: 'M5UXCR1', pec: null },
    seller: {
      vatCountry: 'IT',
      vatNumber: '01234567897',
      taxCode: '01234567897',
      name: 'Alfa S.r.l.',
      regime: 'RF01',
      address: {
        address: 'Via Roma 1',
        zip: '20121',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
      },
      rea: {
        office: 'MI',
        number: '1234567',
        shareCapital: '10000',
        soleShareholder: 'SM',
        liquidation: 'LN',
      },
      phone: '+39 02 1234567',
      email: 'amministrazione@alfa.example',
    },
    buyer: italianCompany,
    document: {
      kind: 'TD01',
      number: '15/2026',
      date: '2026-11-24',
      description: 'Fornitura di novembre',
    },
    rows: [
      xmlRow(),
      xmlRow({
        description: 'Montaggio',
        quantity: '2.5',
        unitPrice: '40',
        discount: '10',
        vatRate: '10',
        unit: 'h',
        articleCode: null,
      }),
    ],
    purchaseOrder: { id: 'ORD-778', date: '2026-11-02' },
    linkedInvoices: [],
    payment: {
      condition: 'TP01',
      method: 'MP05',
      instalments: [
        { dueDate: '2026-12-31', amount: '51.63' },
        { dueDate: '2027-01-31', amount: '51.64' },
      ],
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      bank: 'Banca Esempio',
    },
    ...overrides,
  };
}
