import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two boxes share some area (touching edges do not count). */
export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A list's first record: a table row, or a card on a narrow screen. */
export const firstListRecord = (page: Page) =>
  page.locator('main tbody tr, main ul .MuiListItemButton-root').first();

/** The newest invoice's show page path, found through its list. */
export async function invoiceShowPath(page: Page): Promise<string> {
  await page.goto('/documents/sales/invoices');
  await firstListRecord(page).click();
  await expect(page).toHaveURL(/\/invoices\/edit\/\d+$/);
  return new URL(page.url()).pathname.replace('/edit/', '/show/');
}

/** The edit page path of an open (not yet confirmed) shipping list. */
export async function openShippingListPath(page: Page): Promise<string> {
  await page.goto('/shipping/list');
  await page.locator('tbody tr').filter({ hasText: 'Da confermare' }).first().click();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  return new URL(page.url()).pathname;
}

/** The boxes of the visible elements a locator matches. */
export async function visibleBoxes(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}
