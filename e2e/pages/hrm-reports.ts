import { expect, test, type Page } from '@playwright/test';
import { shootAs } from './session.ts';

/** The HR usage report screens and the HR dashboard, as a journey drives them. */
export class HrmReportScreens {
  constructor(private readonly page: Page) {}

  /** A desktop photograph, then the same screen 390 px wide. */
  async shoot(name: string): Promise<void> {
    await shootAs(this.page, `hrm-reports-${name}`, true);
  }

  table() {
    return this.page.getByTestId('usage-table');
  }

  /** Chooses a format in the Download As selector and saves what the browser downloads. */
  async download(format: 'CSV' | 'XLSX' | 'PDF'): Promise<{ path: string; name: string }> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByTestId('usage-export').click();
    await this.page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${format}$`) })
      .click();
    const download = await downloading;
    const path = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(path);
    return { path, name: download.suggestedFilename() };
  }

  async generate(): Promise<void> {
    await this.page.getByTestId('usage-generate').click();
    await expect(this.page).toHaveURL(/\/hrm\/reports\/all/);
  }
}
