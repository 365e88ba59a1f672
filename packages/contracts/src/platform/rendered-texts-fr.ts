/**
 * French of the texts the server renders itself (notifications, mails), by code (ADR 32). Here, not
 * in the web's fr-codes.ts, because the server needs them too (a French user's mail); the web's
 * French spreads this table, so each is written once. Placeholders are those of the English.
 */
export const RENDERED_TEXTS_FR: Readonly<Record<string, string>> = {
  'notification_texts.passwordChangedTitle': 'Votre mot de passe a été modifié',
  'notification_texts.passwordChangedBody':
    "Vos autres appareils ont été déconnectés. Si ce n'était pas vous, réinitialisez votre mot de passe et prévenez votre administrateur.",
  'notification_texts.approvalRequestedTitle': 'En attente de votre approbation : {{subject}}',
  'notification_texts.concurrentApproval': 'Approbation simultanée',
  'notification_texts.sequentialApproval': 'Approbation séquentielle',
  'notification_texts.approvedTitle': 'Votre demande a été approuvée : {{subject}}',
  'notification_texts.rejectedTitle': 'Votre demande a été rejetée : {{subject}}',
  'notification_texts.reliefNamedTitle': 'Vous êtes désigné(e) remplaçant(e) : {{subject}}',
  'notification_texts.reliefApprovedTitle': 'Le congé que vous couvrez a été approuvé : {{subject}}',
  'notification_texts.reliefBody': '{{employee}} est absent(e) pendant {{days}} jour(s) ouvré(s).',
  'notification_texts.leaveSubject': '{{leave_type}}, du {{start_date}} au {{end_date}}, pour {{employee}}',
  'notification_texts.exemptionSubject': 'Exemption du {{date}} pour {{employee}}',
  'notification_texts.clockInSubject': 'Arrivée à {{time}} le {{date}} par {{employee}}, {{address}}',
  'notification_texts.clockOutSubject': 'Départ à {{time}} le {{date}} par {{employee}}, {{address}}',
  'notification_texts.exemptionGone': 'Exemption {{id}}',
  'notification_texts.clockGone': 'Pointage mobile {{id}}',
  'notification_texts.overtimeSubject': 'Heures supplémentaires de {{hours}} h le {{date}} par {{employee}}',
  'notification_texts.overtimeGone': 'Heures supplémentaires {{id}}',
  'notification_texts.allowanceClaimSubject': 'Demande d’indemnité {{title}} de {{amount}} par {{employee}}',
  'notification_texts.allowanceClaimGone': 'Demande d’indemnité {{id}}',
  'notification_texts.improvementPlanSubject':
    'Plan d’amélioration des performances de {{employee}}, revue le {{review_date}}',
  'notification_texts.improvementPlanGone': 'Plan d’amélioration des performances {{id}}',
  'notification_texts.reviewDueTitle': 'Revue à venir : {{subject}}',
  'notification_texts.reviewDueBody': 'La revue a lieu dans {{days}} jour(s).',
  'notification_texts.loanRequestSubject': 'Demande de prêt {{loan_type}} de {{amount}} pour {{employee}}',
  'notification_texts.loanRequestGone': 'Demande de prêt {{id}}',
  'notification_texts.benefitDeductionSubject': '{{type}} de {{amount}} pour {{employee}}',
  'notification_texts.benefitDeductionGone': 'Avantage ou retenue {{id}}',
  'notification_texts.salaryPaymentSubject': 'Paiement des salaires {{schedule}} de {{month}} de {{amount}}',
  'notification_texts.salaryPaymentGone': 'Bordereau de paiement des salaires {{id}}',
  'mails.greeting': 'Bonjour {{name}},',
  'mails.openInApp': "L'ouvrir dans Clockroom",
  'mails.activationSubject': 'Activez votre compte Clockroom',
  'mails.activationWelcome': 'Bienvenue sur Clockroom. Ouvrez ce lien pour activer votre compte :',
  'mails.activationAction': 'Activer votre compte',
  'mails.activationExpiry': 'Le lien ne fonctionne qu’une fois et expire dans {{days}} jours.',
  'mails.resetSubject': 'Réinitialisez votre mot de passe Clockroom',
  'mails.resetIntro': 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
  'mails.resetAction': 'Choisir un nouveau mot de passe',
  'mails.resetExpiry':
    'Le lien ne fonctionne qu’une fois et expire dans 60 minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
  'mails.inviteSubject': 'Vous êtes invité(e) à rejoindre {{company}} sur Clockroom',
  'mails.inviteIntro': '{{inviter}} vous a invité(e) à rejoindre {{company}} sur Clockroom.',
  'mails.inviteActivate': 'Ouvrez ce lien pour activer votre compte :',
  'mails.inviteSignIn':
    'Connectez-vous sur {{url}} avec l’identifiant d’entreprise « {{company_id}} », votre e-mail {{email}} et le mot de passe à usage unique {{password}}',
  'mails.inviteProfile': 'Choisissez votre propre mot de passe, puis complétez votre profil d’employé.',
  'mails.supportSubject': '[Support n° {{id}}] {{subject}}',
  'mails.supportFrom': 'De : {{who}}',
  'mails.supportCompany': 'Entreprise : {{company}} ({{company_id}})',
};
