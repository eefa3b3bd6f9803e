import { expect, test, type Locator } from './fixtures';
import { keepScreenshot, openRossiPrices, signInAlfa } from './helpers';

/**
 * Issue 33 point 2: every refusal shows its reason where the user looks, on the field when the
 * screen has it, otherwise in the message itself.
 */
const SEEDED_CARRIER = 'SDA Express Courier S.p.A.';

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) return true;
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test('"Conferma lista" without the carrier says to choose the carrier', async ({ page }) => {
  await signInAlfa(page);
  await page.goto('/shipping/list');
  await page.getByRole('cell', { name: SEEDED_CARRIER, exact: true }).click();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  const carrier = page.getByLabel('Vettore');
  await expect(carrier).toHaveValue(SEEDED_CARRIER);
  // The demo's open list goes by carrier: labelled, but without the carrier, it cannot be
  // confirmed.
  const items = page.getByRole('region', { name: 'Righe' });
  await items.getByRole('button', { name: 'Crea etichetta' }).first().click();
  await expect(page.getByText('Etichetta creata')).toBeVisible();
  await carrier.clear();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Lista di spedizione salvata')).toBeVisible();
  await page.getByRole('button', { name: 'Conferma lista' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'scegli il vettore' });
  await expect(toast).toHaveText(
    /Il trasporto è a cura del vettore: scegli il vettore prima di confermare/,
  );
  await expect(toast).not.toContainText('controlla i campi');
  // And on the field itself, brought into view and focused: its carriers are offered.
  const carrierField = page.getByRole('combobox', { name: 'Vettore' });
  await expect(carrierField).toHaveAttribute('aria-invalid', 'true');
  await expect(carrierField).toBeInViewport();
  await expect(page.getByRole('listbox', { name: 'Vettore' })).toBeVisible();
  await keepScreenshot(page, '33-confirm-without-carrier');

  // Put the demo's list back as it was.
  await toast.getByRole('button', { name: 'Chiudi' }).click();
  await carrierField.fill('SDA');
  await page.getByRole('option', { name: new RegExp(SEEDED_CARRIER) }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Lista di spedizione salvata').first()).toBeVisible();
});

test('a second customer price from the same quantity is refused on "Quantità minima"', async ({
  page,
}) => {
  await openRossiPrices(page);
  const add = async (price: string) => {
    const article = page.getByRole('combobox', { name: 'Articolo' });
    await article.fill('BUL-M8');
    await page.getByRole('option', { name: /^BUL-M8-40/ }).click();
    await page.getByLabel('Prezzo').fill(price);
    await page.getByLabel('Quantità minima').fill('33');
    await page.getByRole('button', { name: 'Aggiungi' }).click();
  };
  await add('0,150');
  await expect(page.getByRole('row', { name: /BUL-M8-40.*0,15/ })).toHaveCount(1);
  await add('0,140');
  // The field says why, and the form keeps what was typed.
  const field = page.getByLabel('Quantità minima');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/già un prezzo.*da 33/).first()).toBeVisible();
  await expect(page.getByLabel('Prezzo')).toHaveValue('0,140');
  await expect(page.getByRole('row', { name: /BUL-M8-40.*0,14/ })).toHaveCount(0);
  // Point 5: the toast saying it sits clear of the field and its reason.
  const toast = page.getByRole('alert').filter({ hasText: 'già un prezzo' });
  const control = page.locator('.MuiFormControl-root', { has: field });
  await expect.poll(() => overlap(toast, control)).toBe(false);
  await keepScreenshot(page, '33-customer-price-ambiguous');
});

test('a half-typed date blocks saving, and a click in an empty date starts at the day', async ({
  page,
}) => {
  await openRossiPrices(page);
  const article = page.getByRole('combobox', { name: 'Articolo' });
  await article.fill('VIT-M6');
  await page.getByRole('option', { name: /^VIT-M6-20/ }).click();
  await page.getByLabel('Prezzo').fill('0,061');
  await page.getByLabel('Quantità minima').fill('61');

  // A click in the middle of the empty "Valido dal" selects the day, whatever it lands on.
  const from = page.getByRole('group', { name: 'Valido dal' });
  const box = (await from.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.7);
  await expect(from.getByRole('spinbutton', { name: 'Giorno' })).toBeFocused();
  // Day and month typed, the year not: the price is not saved, the field says why.
  await page.keyboard.type('0101');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Data incompleta: scrivi giorno, mese e anno')).toBeVisible();
  await expect(page.getByRole('row', { name: /0,061/ })).toHaveCount(0);
  await keepScreenshot(page, '33-date-incomplete');

  // A whole date that does not exist (the day of 01/02/2026 changed to 31): refused, saying so.
  const day = from.getByRole('spinbutton', { name: 'Giorno' });
  await day.click();
  await page.keyboard.type('01022026');
  await day.click();
  await page.keyboard.type('31');
  await expect(from).toContainText('31/02/2026');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Data inesistente: controlla giorno e mese')).toBeVisible();
  await expect(page.getByRole('row', { name: /0,061/ })).toHaveCount(0);

  // A real date typed, it is saved with it.
  await day.click();
  await page.keyboard.type('0101');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByRole('row', { name: /0,061.*01\/01\/2026/ })).toHaveCount(1);
});

test('a customer code already taken is shown on its field, brought into view', async ({ page }) => {
  await signInAlfa(page);
  await page.goto('/registry/customers/profile/new');
  await page.getByLabel('Ragione sociale').fill('Codice Doppio S.r.l.');
  await page.getByLabel('Città', { exact: true }).first().fill('Forlì');
  await page.getByLabel('Codice anagrafico').fill('C0001');
  await page.getByLabel('Fido').fill('1000');
  // Scrolled to the bottom, as after filling the last fields of the form.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Salva' }).click();
  const code = page.getByLabel('Codice anagrafico');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expect(code).toBeInViewport();
  await expect(page).toHaveURL(/\/profile\/new$/);
});

test('a tax code with a wrong check letter says so', async ({ page }) => {
  await signInAlfa(page);
  await page.goto('/registry/customers/profile/new');
  await page.getByLabel('Codice fiscale').fill('RSSMRA80A01F205Y');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByText(/l’ultimo carattere \(di controllo\) non corrisponde agli altri 15/),
  ).toBeVisible();
});
