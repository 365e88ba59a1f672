import { expect, type Page } from '@playwright/test';
import { shootAs } from './session.ts';
import { exportAs, type ExportFormat } from './export.ts';

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

  /** Chooses a format in the report's export selector and saves what the browser downloads. */
  download(format: ExportFormat): Promise<{ path: string; name: string }> {
    return exportAs(this.page, 'usage-export', format);
  }

  async generate(): Promise<void> {
    await this.page.getByTestId('usage-generate').click();
    await expect(this.page).toHaveURL(/\/hrm\/reports\/all/);
  }
}
