import { NOTIFICATION_MESSAGES as M, NOTIFICATION_TEXTS as N } from '@clockroom/contracts';
import { translations } from '../i18n/register.ts';
import { identityTexts } from '../i18n/identity-texts.ts';

export const notificationTexts = translations(
  {
    'notifications.unreadCount': '{{count}} unread',
    'notifications.allRead': 'All read',
    'notifications.markAllRead': 'Mark all as read',
    'notifications.unread': 'Unread',
    'notifications.empty': 'You have no notifications yet. Approvals and account notices will show here.',
    'notifications.loadError': 'Your notifications could not be loaded.',
    'notifications.retry': 'Try again',
    'notifications.byMail': 'Also send them to my email',
    ...identityTexts(M),
    // Rows written before kinds carried params show their stored English; these two translate by it.
    ...identityTexts(N, ['passwordChangedTitle', 'passwordChangedBody']),
  },
  {
    'notifications.unreadCount': '{{count}} non lues',
    'notifications.allRead': 'Tout est lu',
    'notifications.markAllRead': 'Tout marquer comme lu',
    'notifications.unread': 'Non lue',
    'notifications.empty':
      "Vous n'avez pas encore de notification. Les approbations et les avis sur votre compte s'afficheront ici.",
    'notifications.loadError': "Vos notifications n'ont pas pu être chargées.",
    'notifications.retry': 'Réessayer',
    'notifications.byMail': 'Me les envoyer aussi par e-mail',
    [M.listed]: 'Notifications récupérées avec succès',
    [M.counted]: 'Notifications non lues comptées',
    [M.read]: 'Notification marquée comme lue',
    [M.allRead]: 'Toutes les notifications sont marquées comme lues',
    [M.notFound]: 'Notification introuvable',
    [M.preferencesLoaded]: 'Préférences de notification récupérées avec succès',
    [M.preferencesSaved]: 'Préférences de notification enregistrées',
    [N.passwordChangedTitle]: 'Votre mot de passe a été modifié',
    [N.passwordChangedBody]:
      "Vos autres appareils ont été déconnectés. Si ce n'était pas vous, réinitialisez votre mot de passe et prévenez votre administrateur.",
  },
);
