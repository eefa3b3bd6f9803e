import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from './signedIn';
import { msg, translate } from '../../contract/messages';
import { api, server } from './msw';
import { ARTICLE_SELECTS, makeArticle } from './registryFixtures';
import { articles } from '../../src/resources/articles';
import { renderScreen } from './renderScreen';

let lists = 0;

beforeEach(() => {
  lists = 0;
  signedIn();
  server.use(
    http.get(api('/articles'), () => {
      lists += 1;
      return HttpResponse.json({ items: [makeArticle()], total: 1, selects: ARTICLE_SELECTS });
    }),
  );
});

const CSV = 'Codice;Prezzo\nVIT-8;0,125\n';
const csv = () => new File([CSV], 'articoli.csv', { type: 'text/csv' });

/** Answers the import calls with `answers[mode]`, recording each call's form fields. */
function importApi(answers: Record<string, object>) {
  const sent: { type: string | null; mode: string; file: boolean }[] = [];
  server.use(
    http.post(api('/articles/import'), async ({ request }) => {
      const type = request.headers.get('Content-Type');
      const form = await request.formData();
      const mode = String(form.get('mode'));
      // jsdom's File loses its bytes on the way to undici's fetch: only its presence is checked.
      sent.push({ type, mode, file: form.has('file') });
      return HttpResponse.json({ ...answers[mode], selects: ARTICLE_SELECTS });
    }),
  );
  return sent;
}

async function openAndChoose() {
  const user = userEvent.setup();
  await renderScreen('/registry/articles', articles.routes);
  await user.click(await screen.findByRole('button', { name: 'Importa' }));
  const dialog = await screen.findByRole('dialog');
  // "Scegli il file" opens the hidden input's chooser (the e2e test clicks it); here the file
  // goes straight into that input.
  expect(within(dialog).getByRole('button', { name: 'Scegli il file' })).toBeEnabled();
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csv());
  return { user, dialog };
}

describe('article import', () => {
  it('previews the chosen file: summary chips, an error row, the confirm button disabled', async () => {
    const sent = importApi({
      preview: {
        items: [
          { line: 2, code: 'VIT-8', action: 'update' },
          {
            line: 3,
            code: 'BUL-10',
            action: 'error',
            errors: { price: 'colonna D (Prezzo): Prezzo non valido' },
          },
        ],
        summary: { rows: 2, create: 0, update: 1, unchanged: 0, errors: 1 },
      },
    });
    const { dialog } = await openAndChoose();

    expect(await within(dialog).findByText('1 da aggiornare')).toBeInTheDocument();
    expect(within(dialog).getByText('1 con errori')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      type: expect.stringMatching(/^multipart\/form-data/),
      mode: 'preview',
      file: true,
    });
    const row = within(dialog).getByText('BUL-10').closest('tr')!;
    expect(within(row).getByText('Errore')).toBeInTheDocument();
    expect(within(row).getByText('colonna D (Prezzo): Prezzo non valido')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Correggi le righe con errori nel file e caricalo di nuovo/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Importa \d/ })).toBeDisabled();
  });

  it('with no errors, "Importa N articoli" commits, notifies and refreshes the list', async () => {
    const summary = { rows: 3, create: 2, update: 1, unchanged: 0, errors: 0 };
    const items = [
      { line: 2, code: 'VIT-8', action: 'update' },
      { line: 3, code: 'BUL-10', action: 'create' },
      { line: 4, code: 'DAD-6', action: 'create' },
    ];
    const sent = importApi({ preview: { items, summary }, commit: { items, summary } });
    const { user, dialog } = await openAndChoose();

    expect(await within(dialog).findByText('2 da creare')).toBeInTheDocument();
    const listsBefore = lists;
    await user.click(within(dialog).getByRole('button', { name: 'Importa 3 articoli' }));

    expect(await screen.findByText('Importati 3 articoli')).toBeInTheDocument();
    expect(sent.map((call) => call.mode)).toEqual(['preview', 'commit']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lists).toBeGreaterThan(listsBefore));
  });

  it('says clearly when the file is not a spreadsheet (415)', async () => {
    const unsupported = translate(msg('import.unsupported_file'), 'it');
    server.use(
      http.post(api('/articles/import'), () =>
        HttpResponse.json({ message: unsupported }, { status: 415 }),
      ),
    );
    const { dialog } = await openAndChoose();
    expect(await within(dialog).findByText(unsupported)).toBeInTheDocument();
  });

  it('shows which limit a refused file passes (413), not a generic "too large"', async () => {
    const columns = translate(msg('import.too_many_columns', { max: 200 }), 'it');
    server.use(
      http.post(api('/articles/import'), () =>
        HttpResponse.json({ message: columns }, { status: 413 }),
      ),
    );
    const { dialog } = await openAndChoose();
    expect(await within(dialog).findByText(columns)).toBeInTheDocument();
    expect(within(dialog).queryByText(/il limite è 20 MB/)).not.toBeInTheDocument();
  });
});
