import { expect, test, type Page } from '@playwright/test';
import { snap } from './session.ts';

/** The HR usage report screens and the HR dashboard, as a journey drives them. */
export class HrmReportScreens {
  constructor(private readonly page: Page) {}

  /** A desktop photograph, then the same screen 390 px wide. */
  async shoot(name: string): Promise<void> {
    await this.page.waitForTimeout(300);
    await snap(this.page, `hrm-reports-${name}`);
    await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.waitForTimeout(400);
    await snap(this.page, `hrm-reports-${name}-mobile`);
    await this.page.setViewportSize({ width: 1280, height: 800 });
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
