import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { ARTICLE_SELECTS, makeArticle, selectsHandlers } from './registryFixtures';
import { articles } from '../../src/resources/articles';
import { renderScreen } from './renderScreen';

beforeEach(() => {
  signedIn();
  server.use(...selectsHandlers());
});

const IMAGE = '/uploads/1/articles/0123456789abcdef0123456789abcdef.png';

describe('article image', () => {
  it('shows the current image and sends a replacement as form data with _method=PUT', async () => {
    let sent: FormData | undefined;
    const article = makeArticle({ image: IMAGE });
    server.use(
      http.get(api('/articles/3'), () =>
        HttpResponse.json({ item: article, selects: ARTICLE_SELECTS }),
      ),
      http.post(api('/articles/3'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          item: { ...article, image: '/uploads/1/articles/new.jpg', version: 2 },
        });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/articles/edit/3', articles.routes);

    const section = (await screen.findByText('Immagine', { selector: 'legend' })).closest(
      'fieldset',
    )!;
    expect(await within(section).findByRole('img')).toHaveAttribute('src', IMAGE);
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'staffa.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, file);
    expect(await within(section).findByRole('img', { name: 'staffa.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.get('_method')).toBe('PUT');
    expect(sent!.get('version')).toBe('1');
    expect(sent!.get('code')).toBe('VIT-M8');
    // jsdom's File loses its bytes on the way to undici's fetch: only its presence is checked.
    expect(sent!.has('image')).toBe(true);
    expect(await screen.findByText('Articolo salvato')).toBeInTheDocument();
  });

  it('removes the image: a JSON PUT with image null', async () => {
    let body: Record<string, unknown> | undefined;
    const article = makeArticle({ image: IMAGE });
    server.use(
      http.get(api('/articles/3'), () =>
        HttpResponse.json({ item: article, selects: ARTICLE_SELECTS }),
      ),
      http.put(api('/articles/3'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: { ...article, image: null, version: 2 } });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/articles/edit/3', articles.routes);

    const section = (await screen.findByText('Immagine', { selector: 'legend' })).closest(
      'fieldset',
    )!;
    await within(section).findByRole('img');
    await user.click(within(section).getByRole('button', { name: 'Elimina' }));
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ image: null, version: 1 });
  });
});
