import { afterAll, describe, expect, it } from 'vitest';
import { notificationText, type NotificationItem } from '@clockroom/contracts';
import { i18n } from '../i18n/i18n.ts';
import { fr } from '../i18n/fr.ts';
import { noticeTarget } from './notice-target.ts';
import { noticeTexts } from './notice-texts.ts';
import './i18n.ts';

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  id: 1,
  kind: 'leave.approval-requested',
  params: null,
  title: 'English from the server',
  body: null,
  link: null,
  read_at: null,
  created_at: '2026-11-28T09:00:00.000Z',
  ...over,
});
const params = {
  id: '12',
  subject: notificationText('leaveSubject', {
    leave_type: 'Congé annuel',
    start_date: '01-12-2026',
    end_date: '05-12-2026',
    employee: 'Ada Obi',
  }),
  approval_type: 'Sequential',
};

// Files share the i18n instance: French only where asked, English again after this file.
afterAll(() => i18n.changeLanguage('en'));

describe("a notification in the reader's language (ADR 32)", () => {
  it('renders its kind and params, the subject phrase inside the title', async () => {
    await i18n.changeLanguage('en');
    expect(noticeTexts(item({ params }), i18n.t)).toEqual({
      title: 'Waiting for your approval: Congé annuel, 01-12-2026 to 05-12-2026, for Ada Obi',
      body: 'Sequential approval',
    });
    i18n.addResourceBundle('fr', 'translation', fr, true, false);
    await i18n.changeLanguage('fr');
    expect(noticeTexts(item({ params }), i18n.t)).toEqual({
      title: 'En attente de votre approbation : Congé annuel, du 01-12-2026 au 05-12-2026, pour Ada Obi',
      body: 'Approbation séquentielle',
    });
  });

  it('shows an older row its stored English, translated where a bundle knows it', async () => {
    await i18n.changeLanguage('fr');
    expect(
      noticeTexts(item({ kind: 'auth.password-changed', title: 'Your password was changed' }), i18n.t),
    ).toEqual({ title: 'Votre mot de passe a été modifié', body: null });
    expect(noticeTexts(item({ title: 'Waiting for your approval: old' }), i18n.t).title).toBe(
      'Waiting for your approval: old',
    );
  });

  it("opens the screen of its kind, or an older row's own app path", () => {
    const screens = { 'leave.approval-requested': { to: '/ess/hrm/leave/approvals' } };
    expect(noticeTarget(item({ params }), screens)).toEqual({ to: '/ess/hrm/leave/approvals' });
    expect(noticeTarget(item({ params, kind: 'x.unknown' }), screens)).toBeNull();
    expect(noticeTarget(item({ link: '/ess/hrm/leave/approvals?id=3' }), screens)).toEqual({
      href: '/ess/hrm/leave/approvals?id=3',
    });
    expect(noticeTarget(item({ link: '//elsewhere.example/x' }), screens)).toBeNull();
  });
});
