import { translations } from '../../i18n/register.ts';

/** The words every approvals inbox shares (ADR 31); each module keeps its own for its actions. */
export const approvalInboxTexts = translations(
  {
    'approvalInbox.refusedTitle': '{{count}} could not be decided:',
    'approvalInbox.refusedLine': '{{id}}: {{reason}}',
  },
  {
    'approvalInbox.refusedTitle': "{{count}} n'ont pas pu être traités :",
    'approvalInbox.refusedLine': '{{id}} : {{reason}}',
  },
);
