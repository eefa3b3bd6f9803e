import type { OrdersDashboard, Revenue, SalesDashboard } from '../../contract/dashboards';

/** Answers of `GET /dashboards/sales` and `/dashboards/orders`, shaped by contract/dashboards. */
const revenue = (from: string, to: string, amount: string, parts: string[]): Revenue => ({
  from,
  to,
  amount,
  invoices: parts[0],
  credit_notes: parts[1],
  debit_notes: parts[2],
});

const months = (last: string) => {
  const [year, month] = last.split('-').map(Number);
  return Array.from({ length: 24 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 24 + index, 1));
    const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    return {
      month: iso(date).slice(0, 7),
      from: iso(date),
      to: iso(end),
      amount: index === 23 ? '4321.50' : `${1000 + index * 10}.00`,
    };
  });
};

export function makeSalesDashboard(overrides: Partial<SalesDashboard> = {}): SalesDashboard {
  return {
    range: { from: '2026-01-01', to: '2026-11-21' },
    today: '2026-11-21',
    revenue: {
      current: revenue('2026-01-01', '2026-11-21', '123456.78', [
        '120000.00',
        '1543.22',
        '5000.00',
      ]),
      previous: revenue('2025-01-01', '2025-11-21', '100000.00', ['100000.00', '0.00', '0.00']),
    },
    month: {
      current: revenue('2026-11-01', '2026-11-21', '4321.50', ['4321.50', '0.00', '0.00']),
      previous: revenue('2025-11-01', '2025-11-21', '8643.00', ['8643.00', '0.00', '0.00']),
    },
    year: {
      current: revenue('2026-01-01', '2026-11-21', '123456.78', [
        '120000.00',
        '1543.22',
        '5000.00',
      ]),
      previous: revenue('2025-01-01', '2025-11-21', '0.00', ['0.00', '0.00', '0.00']),
    },
    monthly: months('2026-11'),
    top_customers: [
      { customer_id: 11, name: 'Rossi Arredamenti S.r.l.', amount: '50000.00', documents: 12 },
      { customer_id: 12, name: 'Bianchi Trasporti S.r.l.', amount: '25000.00', documents: 4 },
    ],
    top_articles: [
      {
        article_id: 21,
        code: 'TAV-01',
        description: 'Tavolo in rovere',
        amount: '30000.00',
        quantity: '1500.000',
      },
    ],
    receivables: [
      { status: 0, documents: 5, amount: '20000.00' },
      { status: 2, documents: 30, amount: '90000.00' },
      { status: 3, documents: 3, amount: '7890.12' },
    ],
    overdue: { amount: '7890.12', instalments: 4, customers: 2 },
    average_invoice: { amount: '3428.57', invoices: 35 },
    ...overrides,
  };
}

export function makeOrdersDashboard(overrides: Partial<OrdersDashboard> = {}): OrdersDashboard {
  const day = (offset: number) => {
    const date = new Date(Date.UTC(2026, 10, 21 + offset));
    return date.toISOString().slice(0, 10);
  };
  return {
    range: { from: '2026-01-01', to: '2026-11-21' },
    today: '2026-11-21',
    by_status: [
      { status: 0, documents: 2, amount: '1500.00' },
      { status: 1, documents: 7, amount: '12000.00' },
      { status: 6, documents: 40, amount: '80000.00' },
      { status: 7, documents: 1, amount: '300.00' },
    ],
    backlog: { documents: 9, amount: '34567.89' },
    to_ship: Array.from({ length: 28 }, (_, index) => ({
      date: day(index),
      documents: index === 2 ? 3 : 0,
      amount: index === 2 ? '2500.00' : '0.00',
    })),
    late: {
      documents: 4,
      amount: '9876.54',
      items: [
        {
          id: 501,
          number: 17,
          year: 2026,
          customer_name: 'Verdi Mobili S.p.A.',
          reference: 'ODA 44',
          status: 1,
          shipping_date: '2026-11-01',
          net_total: '4000.00',
        },
        {
          id: 502,
          number: 21,
          year: 2026,
          customer_name: 'Neri Legnami S.r.l.',
          reference: null,
          status: 4,
          shipping_date: '2026-11-18',
          net_total: '1200.00',
        },
      ],
    },
    ...overrides,
  };
}
