import { expect, test, type Page } from '@playwright/test';
import { DeviceSimulator, httpTransport } from '../../tools/device-simulator/simulator.ts';
import { dismissNotices, seeNotice } from '../pages/notices.ts';
import { choose, chooseFirst } from '../pages/select.ts';
import { signedIn, snap } from '../pages/session.ts';

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'devices-failure');
});

async function register(page: Page, name: string, serial: string): Promise<void> {
  await page.goto('/admin/attendance/devices/create');
  await page.getByTestId('device-name').fill(name);
  await page.getByTestId('device-serial').fill(serial);
  await chooseFirst(page, 'device-branch');
  await page.getByTestId('device-save').click();
  await seeNotice(page, 'Device created successfully');
  await expect(page).toHaveURL(/\/admin\/attendance\/devices\/all/);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('device-table').getByTestId('table-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test('an admin registers clocks, the simulator pushes and polls, and a user transfer shows each result', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const run = Date.now().toString(36).toUpperCase();
  const gate = { name: `Gate ${run}`, serial: `E2EGATE${run}` };
  const canteen = { name: `Canteen ${run}`, serial: `E2ECANT${run}` };
  await signedIn(page, 'admin@demo.example');

  // The source clock called in before anyone registered it: its punches wait as a pending device.
  const source = new DeviceSimulator({ serial: gate.serial, transport: httpTransport(baseURL ?? '') });
  expect(await source.handshake()).toContain(`GET OPTION FROM: ${gate.serial}`);
  expect(await source.pushPunches([{ pin: '101', time: '2026-03-02 08:01:00', status: 0 }])).toEqual([
    'OK:1',
  ]);

  await page.goto('/admin/attendance/devices/all');
  await expect(page.getByTestId('device-table')).toBeVisible();
  await page.getByTestId('device-create').click();
  await expect(page).toHaveURL(/\/devices\/create$/);
  await page.getByTestId('device-save').click();
  await expect(page.getByText('Please enter device name')).toBeVisible();
  await expect(page.getByText('Please enter serial number')).toBeVisible();
  await snap(page, 'devices-create');
  await register(page, gate.name, gate.serial);
  await register(page, canteen.name, canteen.serial);

  // Both registered; the gate, which called while pending, shows that contact.
  await search(page, run);
  await expect(page.getByTestId('device-table').locator('tbody tr.ant-table-row')).toHaveCount(2);

  // The clock pushes the day's punches, reports its users and polls.
  source.users.set('101', {
    pin: '101',
    name: 'Gate User',
    privilege: 0,
    card: '4411',
    templates: ['FP PIN=101\tFID=0\tSize=8\tValid=1\tTMP=RTJFRklORw=='],
  });
  expect(
    await source.pushPunches([
      { pin: '101', time: '2026-03-02 17:02:00', status: 1 },
      { pin: '102', time: '2026-03-02 08:10:00', status: 255 },
    ]),
  ).toEqual(['OK:2']);
  expect(
    await source.pushOperlog([
      'USER PIN=101\tName=Gate User\tPri=0\tPasswd=\tCard=4411\tGrp=1\tTZ=0000000000000000\tVerify=0',
    ]),
  ).toBe('OK:1');
  expect(await source.poll()).toEqual([]);
  const target = new DeviceSimulator({ serial: canteen.serial, transport: httpTransport(baseURL ?? '') });
  await target.handshake();

  await page.reload();
  const gateRow = page
    .getByTestId('device-table')
    .locator('tbody tr.ant-table-row', { hasText: gate.serial });
  await expect(gateRow.getByTestId('device-state')).toHaveAttribute('data-state', 'online');
  await expect(gateRow).toContainText('Ver 8.0.4.2');
  await page.getByTestId('device-state-filter').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Online' }).click();
  await expect(page).toHaveURL(/state=online/);
  await expect(gateRow).toBeVisible();
  await snap(page, 'devices-list');

  // User transfer: the source's user goes to the canteen clock.
  await page.getByTestId('device-tab-transfer').click();
  await expect(page).toHaveURL(/\/devices\/user-transfer/);
  await choose(page, 'transfer-source', gate.serial);
  const users = page.getByTestId('transfer-users');
  await expect(users).toContainText('Gate User');
  await users.locator('tbody tr.ant-table-row', { hasText: '101' }).locator('input[type=checkbox]').check();
  await choose(page, 'transfer-target', canteen.serial);
  await page.getByTestId('transfer-submit').click();
  await seeNotice(page, 'User transfer queued successfully');
  const results = page.getByTestId('transfer-results');
  await expect(results.getByTestId('command-status')).toHaveCount(3);
  await expect(results.getByTestId('transaction-state')).toHaveAttribute('data-state', 'pending');
  await snap(page, 'devices-transfer-queued');

  // The clocks poll: the source answers its queries, then the canteen gets the user and the finger.
  const fromSource = await source.pollUntilIdle();
  expect(fromSource.map((a) => a.command)).toEqual([
    'DATA QUERY USERINFO PIN=101',
    'DATA QUERY FINGERTMP PIN=101',
  ]);
  const onTarget = await target.pollUntilIdle();
  expect(onTarget.map((a) => a.command.split('\t')[0])).toEqual([
    'DATA UPDATE USERINFO PIN=101',
    'DATA UPDATE FINGERTMP PIN=101',
  ]);
  expect(target.users.get('101')?.name).toBe('Gate User');
  await expect(results.getByTestId('transaction-state')).toHaveAttribute('data-state', 'completed', {
    timeout: 20_000,
  });
  await expect(results.locator('[data-testid=command-status][data-status=succeeded]')).toHaveCount(4);
  await expect(results.getByTestId('command-return-code').first()).toContainText('OK');
  await dismissNotices(page);
  await snap(page, 'devices-transfer-done');

  // The transactions list and the log of that transfer.
  await page.getByTestId('device-tab-transactions').click();
  const txRow = page.getByTestId('transaction-table').locator('tbody tr.ant-table-row').first();
  await expect(txRow).toContainText(`Transfer 1 user(s) from ${gate.name} to ${canteen.name}`);
  await txRow.locator('[data-testid^=transaction-log-]').click();
  await expect(page).toHaveURL(/\/devices\/transactions\/logs\/\d+$/);
  await expect(page.getByTestId('device-command-log').locator('[data-status=succeeded]')).toHaveCount(4);
  await snap(page, 'devices-log');

  // 390 px wide: the list and the transfer screen still read.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/attendance/devices/all?search=${run}`);
  await expect(page.getByTestId('device-table').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await snap(page, 'devices-list-390');
  await page.goto('/admin/attendance/devices/user-transfer');
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await snap(page, 'devices-transfer-390');
  await page.goto('/admin/attendance/workshift/synchronize');
  await expect(page.getByTestId('synchronize-form')).toBeVisible();
  await snap(page, 'devices-synchronize-390');
});
