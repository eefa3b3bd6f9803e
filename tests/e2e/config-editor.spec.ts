import { expect, test, type Locator } from './fixtures';
import { keepScreenshot, signInAlfa } from './helpers';

/** The five label inputs, by the language their accessible name carries. */
const LANGUAGES = ['italiano', 'inglese', 'tedesco', 'francese', 'ungherese'];

/** Neither the input's value nor its label is cut. */
async function expectWhole(input: Locator) {
  const cut = await input.evaluate((element) => {
    const field = element as HTMLInputElement;
    const label = field.labels?.[0];
    return {
      value: field.scrollWidth > field.clientWidth,
      label: label ? label.scrollWidth > label.clientWidth : true,
    };
  });
  expect(cut, (await input.getAttribute('id')) ?? '').toEqual({ value: false, label: false });
}

for (const width of [1366, 640]) {
  test(`the choice editor of a configurable article is whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAlfa(page);
    await page.goto('/registry/articles');
    await page.getByRole('textbox', { name: 'Cerca' }).fill('SCA-TAB');
    await page.getByRole('cell', { name: 'SCA-TAB' }).click();
    const section = page.getByRole('region', { name: 'Configurazione' });
    await expect(section).toBeVisible();

    // The colour option's three choices: value, five labels, price difference each.
    const values = section.getByRole('textbox', { name: 'Valore', exact: false });
    await expect(values).toHaveCount(3);
    await expect(values.nth(1)).toHaveValue('blue');
    for (const value of await values.all()) await expectWhole(value);
    for (const language of LANGUAGES) {
      const labels = section.getByRole('textbox', { name: `Etichetta (${language})` });
      // The option's own label, then one per choice (height, width and colour: 3 + 3).
      await expect(labels).toHaveCount(6);
      for (const label of await labels.all()) await expectWhole(label);
    }
    await expect(
      section.getByRole('textbox', { name: 'Etichetta (ungherese)' }).last(),
    ).toHaveValue('Piros RAL 3000');
    await keepScreenshot(page, `config-choices-${width}`);
  });
}
