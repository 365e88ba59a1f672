import {
  ACCOUNT_SETTINGS_MESSAGES as A,
  HOLIDAY_MESSAGES as H,
  ROLE_MESSAGES as R,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

/**
 * The server's fixed texts for these screens, used as keys (contracts): English is the key itself,
 * French is given here. Texts built with names or counts stay in English.
 */
const french: [string, string][] = [
  [R.created, 'Rôle créé avec succès'],
  [R.updated, 'Rôle mis à jour avec succès'],
  [R.deleted, 'Rôle supprimé avec succès'],
  [R.membersAdded, 'Membre(s) ajouté(s) au rôle avec succès'],
  [R.membersRemoved, 'Membre(s) retiré(s) du rôle avec succès'],
  [R.permissionsRemoved, 'Permission(s) retirée(s) du rôle avec succès'],
  [R.resetLinkSent, "Un lien de réinitialisation du mot de passe a été envoyé à l'utilisateur"],
  [R.notFound, 'Rôle introuvable'],
  [R.nameRequired, 'Veuillez saisir le nom du rôle'],
  [R.nameTooLong, 'Le nom du rôle ne peut pas dépasser 60 caractères'],
  [R.nameTaken, 'Un rôle portant ce nom existe déjà'],
  [R.permissionUnknown, "Une ou plusieurs permissions sélectionnées n'existent pas"],
  [R.employeeUnknown, "Un ou plusieurs employés sélectionnés n'existent pas"],
  [R.userUnknown, "Un ou plusieurs membres sélectionnés n'existent pas"],
  [R.userNotActive, "Cet utilisateur n'a pas encore activé son compte ; renvoyez plutôt l'invitation"],
  [R.cannotGrant, 'Vous ne pouvez pas accorder des permissions que vous ne détenez pas'],
  [R.superAdminLocked, 'Le rôle Super Admin ne peut être ni renommé, ni supprimé, ni perdre de permissions'],
  [R.ownerLocked, "Le propriétaire de l'entreprise ne peut pas être retiré du rôle Super Admin"],
  [A.saved, 'Paramètres du compte mis à jour avec succès'],
  [A.logoUploaded, "Logo de l'entreprise téléversé avec succès"],
  [A.companyNameRequired, "Veuillez saisir le nom de l'entreprise"],
  [A.emailInvalid, 'Veuillez saisir un e-mail valide'],
  [A.phoneInvalid, 'Veuillez saisir un numéro de téléphone valide'],
  [A.currencyInvalid, 'Veuillez choisir une devise : naira, dollar, livre ou euro'],
  [A.timezoneInvalid, 'Veuillez choisir un fuseau horaire valide'],
  [A.workingDaysRequired, 'Veuillez choisir au moins un jour ouvré'],
  [A.logoMissing, 'Veuillez choisir un logo à téléverser'],
  [A.logoUrlInvalid, 'Veuillez téléverser le logo avec le bouton prévu'],
  [A.logoType, 'Le logo doit être une image JPG ou PNG'],
  [A.logoSize, 'Le logo ne peut pas dépasser 2 Mo'],
  [H.saved, 'Jour férié enregistré avec succès'],
  [H.deleted, 'Jour férié supprimé avec succès'],
  [H.notFound, 'Jour férié introuvable'],
  [H.nameRequired, 'Veuillez saisir le nom du jour férié'],
  [H.dateRequired, 'Veuillez choisir la date du jour férié'],
  [H.dateTaken, 'Un jour férié existe déjà à cette date'],
];

export const systemSettingsServerTexts = translations(
  Object.fromEntries(french.map(([en]) => [en, en])),
  Object.fromEntries(french),
);
