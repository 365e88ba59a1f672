import { test, type Page } from '@playwright/test';

export type ExportFormat = 'CSV' | 'XLSX' | 'PDF';

/**
 * Chooses a format in a report's Export As (or Download As) selector, `testId`, and saves what the
 * browser downloads into the test's output folder.
 */
export async function exportAs(
  page: Page,
  testId: string,
  format: ExportFormat,
): Promise<{ path: string; name: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${format}$`) })
    .click();
  const download = await downloading;
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { path, name: download.suggestedFilename() };
}
