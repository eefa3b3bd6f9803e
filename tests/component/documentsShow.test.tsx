import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentHandlers, makeDocument, makeRow } from './documentsFixtures';
import { signedIn } from './signedIn';
import { server } from './msw';
import { selectsHandlers } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

beforeEach(() => {
  signedIn();
  server.use(
    ...selectsHandlers(),
    ...documentHandlers(() =>
      makeDocument({
        type: 'invoice',
        status: 3,
        rows: [makeRow({ discount: '10.00' })],
        discount_total: '12.50',
      }),
    ),
  );
});

describe('document show page', () => {
  it("shows the customer's details, the rows and the server's totals", async () => {
    await renderScreen('/documents/sales/invoices/show/40', documents.routes);
    expect(await screen.findByText('Fattura 12/2026')).toBeInTheDocument();
    expect(screen.getByText('C0001')).toBeInTheDocument();
    expect(screen.getByText(/Via Roma 1/)).toHaveTextContent('37100 Verona (VR)');
    expect(screen.getByText('045 1234567')).toBeInTheDocument();
    expect(screen.getByText('ordini@rossi.it')).toBeInTheDocument();
    expect(screen.getByText('Sig. Rossi')).toBeInTheDocument();
    expect(screen.getByText('Scaduto').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(screen.getByText('Vite a testa esagonale M8')).toBeInTheDocument();
    expect(screen.getByText('10 %')).toBeInTheDocument();
    const totals = screen.getByTestId('document-totals');
    // Each line: its label, then its amount (each isolated for right-to-left).
    const amountOf = (label: string) =>
      within(totals).getByText(label).closest('.MuiTypography-root')!.nextSibling;
    expect(amountOf('Sconto')).toHaveTextContent(/^12,50\s€$/);
    expect(within(totals).getByText(/IVA 22 % su 1\.234,56/)).toBeInTheDocument();
    expect(amountOf('Totale')).toHaveTextContent(/^1\.506,16\s€$/);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trasforma in fattura' })).not.toBeInTheDocument();
  });
});
