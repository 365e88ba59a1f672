import { translations } from '../../../platform/i18n/register.ts';

/**
 * The audit trail's before-and-after table in the reader's words (ADR 48): the fields payroll's
 * records are written with (the snapshots are the API's own answers, snake_case), the values of
 * their enumerations, and the shapes of the stored English descriptions said again in French.
 * A field not named here reads as its own words ("min_headcount" → "Min headcount").
 */
const FIELDS: Record<string, readonly [en: string, fr: string]> = {
  account_number: ['Account number', 'Numéro de compte'],
  active: ['Active', 'Actif'],
  allowance_id: ['Allowance', 'Indemnité'],
  allowance_name: ['Item name', 'Nom de l’élément'],
  amount: ['Amount', 'Montant'],
  annual_rent: ['Annual rent', 'Loyer annuel'],
  bands: ['Tax bands', 'Tranches d’impôt'],
  bank_id: ['Bank', 'Banque'],
  bank_ids: ['Banks', 'Banques'],
  bank_name: ['Bank', 'Banque'],
  banks: ['Banks', 'Banques'],
  base: ['Base', 'Assiette'],
  batch_by: ['Batch by', 'Regroupement par'],
  branch: ['Branch', 'Agence'],
  branch_ids: ['Branches', 'Agences'],
  branches: ['Branches', 'Agences'],
  calculation_type: ['Calculation', 'Mode de calcul'],
  claimable: ['Claimable', 'Réclamable'],
  code: ['Code', 'Code'],
  component_type: ['Component type', 'Type d’élément'],
  cra_extra_rate: ['CRA extra rate', 'Taux complémentaire CRA'],
  cra_fixed: ['CRA fixed amount', 'Montant fixe CRA'],
  cra_gross_rate: ['CRA rate of gross', 'Taux CRA sur le brut'],
  created_at: ['Created', 'Créé le'],
  created_by: ['Created by', 'Créé par'],
  decided_at: ['Decided', 'Décidé le'],
  department: ['Department', 'Département'],
  department_ids: ['Departments', 'Départements'],
  description: ['Description', 'Description'],
  effective_from: ['Effective from', 'En vigueur à partir du'],
  effective_to: ['Effective to', 'En vigueur jusqu’au'],
  employee_id: ['Employee', 'Employé'],
  employee_ids: ['Employees', 'Employés'],
  employee_name: ['Employee', 'Employé'],
  employees: ['Employees', 'Employés'],
  employees_count: ['Employees', 'Employés'],
  enabled: ['Enabled', 'Activé'],
  errors: ['Problems', 'Problèmes'],
  field: ['Column', 'Colonne'],
  file_name: ['File name', 'Nom du fichier'],
  formula: ['Formula', 'Formule'],
  from: ['From', 'À partir de'],
  from_month: ['From month', 'Mois de début'],
  gross_pay: ['Gross pay', 'Salaire brut'],
  group_ids: ['Batch groups', 'Groupes de paiement'],
  id: ['Id', 'Identifiant'],
  is_pensionable: ['Pensionable', 'Soumis à pension'],
  is_statutory: ['Statutory', 'Légal'],
  is_taxable: ['Taxable', 'Imposable'],
  level: ['Level', 'Niveau'],
  locked: ['Locked', 'Verrouillé'],
  message: ['Message', 'Message'],
  min_headcount: ['Minimum headcount', 'Effectif minimum'],
  minimum_tax_rate: ['Minimum tax rate', 'Taux d’imposition minimum'],
  minimum_wage: ['Minimum wage', 'Salaire minimum'],
  month: ['Month', 'Mois'],
  monthly_salary: ['Monthly salary', 'Salaire mensuel'],
  months: ['Months', 'Mois'],
  name: ['Name', 'Nom'],
  net_pay: ['Net pay', 'Salaire net'],
  nhf_default: ['NHF for new employees', 'NHF pour les nouveaux employés'],
  nhf_enabled: ['NHF', 'NHF'],
  nhf_rate: ['NHF rate', 'Taux NHF'],
  nhis_rate: ['NHIS rate', 'Taux NHIS'],
  package_name: ['Package name', 'Nom du forfait'],
  packages: ['Packages before', 'Forfaits précédents'],
  pay_breakdown_id: ['Pay breakdown item', 'Élément de paie'],
  pay_breakdowns: ['Pay breakdown', 'Répartition de la paie'],
  pay_breakdowns_count: ['Pay breakdown items', 'Éléments de paie'],
  pay_month: ['Pay month', 'Mois de paie'],
  pay_package_id: ['Pay package', 'Forfait de paie'],
  paye: ['PAYE', 'PAYE'],
  pension_employee_rate: ['Employee pension rate', 'Taux de pension salarié'],
  pension_pfa: ['Pension fund administrator', 'Gestionnaire de fonds de pension'],
  percentage: ['Percentage', 'Pourcentage'],
  pin: ['Pin', 'Matricule'],
  position: ['Position', 'Position'],
  rate: ['Rate', 'Taux'],
  reason: ['Reason', 'Motif'],
  recurrence: ['Recurrence', 'Récurrence'],
  regime: ['Tax regime', 'Régime fiscal'],
  rejection_reason: ['Rejection reason', 'Motif du rejet'],
  removed: ['Rows removed', 'Lignes supprimées'],
  rent_relief_cap: ['Rent relief cap', 'Plafond de l’abattement pour loyer'],
  rent_relief_rate: ['Rent relief rate', 'Taux de l’abattement pour loyer'],
  row: ['Line', 'Ligne'],
  rows_imported: ['Rows imported', 'Lignes importées'],
  rows_skipped: ['Rows skipped', 'Lignes écartées'],
  rsa_pin: ['RSA PIN', 'PIN RSA'],
  rule_amount: ['Amount', 'Montant'],
  station_name: ['Station', 'Station'],
  status: ['Status', 'Statut'],
  tax_state: ['State of residence', 'État de résidence'],
  title: ['Title', 'Intitulé'],
  to_month: ['To month', 'Mois de fin'],
  up_to: ['Up to', 'Jusqu’à'],
  width: ['Band width', 'Largeur de tranche'],
  year: ['Year', 'Année'],
};

/** Enumerations' values, by field (`status` → `approved`). */
const VALUES: Record<string, Record<string, readonly [en: string, fr: string]>> = {
  status: {
    pending: ['Pending', 'En attente'],
    approved: ['Approved', 'Approuvée'],
    rejected: ['Rejected', 'Rejetée'],
    paid: ['Paid', 'Payée'],
  },
  calculation_type: {
    percentage: ['Percentage', 'Pourcentage'],
    fixed: ['Fixed amount', 'Montant fixe'],
    formula: ['Formula', 'Formule'],
  },
  component_type: {
    basic: ['Basic', 'Base'],
    housing: ['Housing', 'Logement'],
    transport: ['Transport', 'Transport'],
    other: ['Other', 'Autre'],
  },
  batch_by: { bank: ['Bank', 'Banque'], branch: ['Branch', 'Agence'], custom: ['Custom', 'Personnalisé'] },
  regime: { nta_2025: ['NTA 2025', 'NTA 2025'], pita: ['PITA', 'PITA'] },
  recurrence: { one_off: ['One-off', 'Ponctuelle'], recurring: ['Recurring', 'Récurrente'] },
  base: {
    gross: ['Gross pay', 'Salaire brut'],
    pensionable: ['Pensionable pay', 'Salaire soumis à pension'],
    basic: ['Basic pay', 'Salaire de base'],
  },
};

/** The fields whose values an enumeration translates. */
export const AUDIT_ENUM_FIELDS: ReadonlySet<string> = new Set(Object.keys(VALUES));

const pairs: [string, readonly [string, string]][] = [
  ...Object.entries(FIELDS).map(([k, v]) => [`audit.field.${k}`, v] as [string, readonly [string, string]]),
  ...Object.entries(VALUES).flatMap(([field, values]) =>
    Object.entries(values).map(
      ([value, words]) => [`audit.value.${field}.${value}`, words] as [string, readonly [string, string]],
    ),
  ),
];

export const auditFieldTexts = translations(
  Object.fromEntries(pairs.map(([k, [en]]) => [k, en])),
  Object.fromEntries(pairs.map(([k, [, fr]]) => [k, fr])),
);

/** The stored descriptions' shapes (components/audit-description.ts), in both languages. */
export const auditDescriptionTexts = translations(
  {
    'audit.describe.Created': 'Created {{entity}} {{name}}',
    'audit.describe.Updated': 'Updated {{entity}} {{name}}',
    'audit.describe.Deleted': 'Deleted {{entity}} {{name}}',
    'audit.describe.run': 'Ran the salary schedule for {{period}}: {{count}} employees computed',
    'audit.describe.confirm': 'Confirmed the salary schedule for {{period}}: {{count}} employees',
    'audit.describe.upload': 'Uploaded payment history {{file}}: {{count}} rows',
    'audit.describe.assign': 'Assigned {{count}} employee(s) to pay package {{name}} from {{date}}',
    'audit.describe.unassign': 'Un-assigned {{count}} employee(s) from pay package {{name}} from {{date}}',
    'audit.describe.nhfDefault_on': 'Updated statutory deduction settings: NHF for new employees on',
    'audit.describe.nhfDefault_off': 'Updated statutory deduction settings: NHF for new employees off',
    'audit.describe.claimOf': '{{title}} for {{name}}',
    'audit.describe.claimApproved': 'Approved allowance claim {{name}}',
    'audit.describe.claimRejected': 'Rejected allowance claim {{name}}',
    'audit.describe.because': '{{text}}: {{reason}}',
    'audit.describe.detailsSet': 'Set the payroll details of {{name}}',
    'audit.describe.detailsUpdated': 'Updated the payroll details of {{name}}',
  },
  {
    'audit.describe.Created': 'Création : {{entity}} {{name}}',
    'audit.describe.Updated': 'Modification : {{entity}} {{name}}',
    'audit.describe.Deleted': 'Suppression : {{entity}} {{name}}',
    'audit.describe.run': 'État des salaires calculé pour {{period}} : {{count}} employés',
    'audit.describe.confirm': 'État des salaires confirmé pour {{period}} : {{count}} employés',
    'audit.describe.upload': 'Historique de paie importé depuis {{file}} : {{count}} lignes',
    'audit.describe.assign':
      '{{count}} employé(s) affecté(s) au forfait de paie {{name}} à partir du {{date}}',
    'audit.describe.unassign':
      '{{count}} employé(s) retiré(s) du forfait de paie {{name}} à partir du {{date}}',
    'audit.describe.nhfDefault_on':
      'Paramètres des retenues légales modifiés : NHF activé pour les nouveaux employés',
    'audit.describe.nhfDefault_off':
      'Paramètres des retenues légales modifiés : NHF désactivé pour les nouveaux employés',
    'audit.describe.claimOf': '{{title}} pour {{name}}',
    'audit.describe.claimApproved': 'Demande d’indemnité {{name}} approuvée',
    'audit.describe.claimRejected': 'Demande d’indemnité {{name}} rejetée',
    'audit.describe.because': '{{text}} : {{reason}}',
    'audit.describe.detailsSet': 'Données de paie de {{name}} renseignées',
    'audit.describe.detailsUpdated': 'Données de paie de {{name}} modifiées',
  },
);
