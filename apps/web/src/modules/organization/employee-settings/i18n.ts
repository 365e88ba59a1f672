import {
  EMPLOYEE_SETTING_KINDS,
  employeeSettingMessageTable,
  employeeSettingMessages,
  type EmployeeSettingKind,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';
import '../../../platform/ui/vocabulary.ts';

/** French words of each list; `fem` drives the agreement of "créé(e)", "supprimé(e)"... */
const FR: Record<
  EmployeeSettingKind,
  { one: string; many: string; the: string; of: string; a: string; fem: boolean }
> = {
  types: {
    one: 'Type d’employé',
    many: 'Types d’employé',
    the: 'le type d’employé',
    of: 'du type d’employé',
    a: 'un type d’employé',
    fem: false,
  },
  grades: { one: 'Grade', many: 'Grades', the: 'le grade', of: 'du grade', a: 'un grade', fem: false },
  categories: {
    one: 'Catégorie',
    many: 'Catégories',
    the: 'la catégorie',
    of: 'de la catégorie',
    a: 'une catégorie',
    fem: true,
  },
  designations: { one: 'Poste', many: 'Postes', the: 'le poste', of: 'du poste', a: 'un poste', fem: false },
};

const EN_SCREEN: Record<EmployeeSettingKind, Record<string, string>> = {
  types: {
    title: 'Employee Types',
    intro: 'How people are engaged: full-time, part-time, contract, intern…',
    name: 'Type name',
    add: 'Add employee type',
    edit: 'Edit employee type',
    search: 'Search employee types',
    empty: 'No employee types yet',
  },
  grades: {
    title: 'Grades',
    intro: 'Salary grades or levels, used in filters, reports and payroll.',
    name: 'Grade name',
    add: 'Add grade',
    edit: 'Edit grade',
    search: 'Search grades',
    empty: 'No grades yet',
  },
  categories: {
    title: 'Categories',
    intro: 'Staff groupings such as Management, Senior Staff or Junior Staff.',
    name: 'Category name',
    add: 'Add category',
    edit: 'Edit category',
    search: 'Search categories',
    empty: 'No categories yet',
  },
  designations: {
    title: 'Designations',
    intro: 'Job titles: HR Manager, Accountant, Software Engineer…',
    name: 'Designation name',
    add: 'Add designation',
    edit: 'Edit designation',
    search: 'Search designations',
    empty: 'No designations yet',
  },
};

const FR_SCREEN: Record<EmployeeSettingKind, Record<string, string>> = {
  types: {
    title: 'Types d’employé',
    intro: 'Le mode d’engagement : temps plein, temps partiel, contrat, stagiaire…',
    name: 'Nom du type',
    add: 'Ajouter un type d’employé',
    edit: 'Modifier le type d’employé',
    search: 'Rechercher un type d’employé',
    empty: 'Aucun type d’employé pour l’instant',
  },
  grades: {
    title: 'Grades',
    intro: 'Grades ou niveaux de salaire, utilisés dans les filtres, les rapports et la paie.',
    name: 'Nom du grade',
    add: 'Ajouter un grade',
    edit: 'Modifier le grade',
    search: 'Rechercher un grade',
    empty: 'Aucun grade pour l’instant',
  },
  categories: {
    title: 'Catégories',
    intro: 'Groupes de personnel : direction, cadres, agents…',
    name: 'Nom de la catégorie',
    add: 'Ajouter une catégorie',
    edit: 'Modifier la catégorie',
    search: 'Rechercher une catégorie',
    empty: 'Aucune catégorie pour l’instant',
  },
  designations: {
    title: 'Postes',
    intro: 'Intitulés de poste : responsable RH, comptable, ingénieur logiciel…',
    name: 'Nom du poste',
    add: 'Ajouter un poste',
    edit: 'Modifier le poste',
    search: 'Rechercher un poste',
    empty: 'Aucun poste pour l’instant',
  },
};

/** The server's messages, in French: fixed ones by their English text, the counted one by its code. */
function frenchMessages(kind: EmployeeSettingKind): Record<string, string> {
  const m = employeeSettingMessageTable(kind);
  const f = FR[kind];
  const e = f.fem ? 'e' : '';
  const name = `Le nom ${f.of}`;
  const lower = f.one.charAt(0).toLowerCase() + f.one.slice(1);
  const that = `${f.fem ? 'Cette' : 'Ce'} ${lower}`;
  const another = `${f.fem ? 'une autre' : 'un autre'} ${lower}`;
  return {
    [m.listed]: `${f.many} récupéré${e}s avec succès`,
    [m.loaded]: `${f.one} récupéré${e} avec succès`,
    [m.created]: `${f.one} créé${e} avec succès`,
    [m.updated]: `${f.one} modifié${e} avec succès`,
    [m.deleted]: `${f.one} supprimé${e} avec succès`,
    [m.notFound]: `${f.one} introuvable`,
    [m.nameRequired]: `${name} est obligatoire.`,
    [m.nameTooLong]: `${name} ne peut pas dépasser 100 caractères.`,
    [m.nameTaken]: `${f.a.charAt(0).toUpperCase()}${f.a.slice(1)} porte déjà ce nom.`,
    [m.descriptionTooLong]: 'La description ne peut pas dépasser 500 caractères.',
    [m.idRequired]: `Choisissez ${f.the} à supprimer.`,
    [m.inUseOne]: `${that} est attribué${e} à 1 employé. Réaffectez-le à ${another} avant de supprimer.`,
    [`employee_${kind}.inUse`]: `${that} est attribué${e} à {{count}} employés. Réaffectez-les à ${another} avant de supprimer.`,
  };
}

function screenTexts(source: Record<EmployeeSettingKind, Record<string, string>>) {
  return Object.fromEntries(
    EMPLOYEE_SETTING_KINDS.flatMap((kind) =>
      Object.entries(source[kind]).map(([key, text]) => [`employeeSettings.${kind}.${key}`, text]),
    ),
  );
}

const EN_COMMON = {
  'employeeSettings.title': 'Employee Settings',
  'employeeSettings.subtitle':
    'The lists people are described with: types, grades, categories and designations.',
  'employeeSettings.manage': 'Manage',
  'employeeSettings.count_one': '{{count}} value',
  'employeeSettings.count_other': '{{count}} values',
  'employeeSettings.countFailed': 'Count unavailable',
  'employeeSettings.description': 'Description',
  'employeeSettings.descriptionHelp': 'Optional: what this value means in your company.',
  'employeeSettings.employees': 'Employees',
  'employeeSettings.deleteTitle': 'Delete "{{name}}"?',
  'employeeSettings.inUse_one': 'Assigned to {{count}} employee: move them first to delete it',
  'employeeSettings.inUse_other': 'Assigned to {{count}} employees: move them first to delete it',
  'employeeSettings.sections': 'Employee settings lists',
};
const FR_COMMON: typeof EN_COMMON = {
  'employeeSettings.title': 'Paramètres des employés',
  'employeeSettings.subtitle': 'Les listes qui décrivent le personnel : types, grades, catégories et postes.',
  'employeeSettings.manage': 'Gérer',
  'employeeSettings.count_one': '{{count}} valeur',
  'employeeSettings.count_other': '{{count}} valeurs',
  'employeeSettings.countFailed': 'Nombre indisponible',
  'employeeSettings.description': 'Description',
  'employeeSettings.descriptionHelp': 'Facultatif : ce que cette valeur signifie dans votre entreprise.',
  'employeeSettings.employees': 'Employés',
  'employeeSettings.deleteTitle': 'Supprimer « {{name}} » ?',
  'employeeSettings.inUse_one': 'Attribué à {{count}} employé : réaffectez-le avant de supprimer',
  'employeeSettings.inUse_other': 'Attribué à {{count}} employés : réaffectez-les avant de supprimer',
  'employeeSettings.sections': 'Listes des paramètres des employés',
};

// The counted "in use" message has no English key: its English is the server's text.
const EN_MESSAGES = Object.fromEntries(
  EMPLOYEE_SETTING_KINDS.flatMap((kind) =>
    [...Object.values(employeeSettingMessages(kind)), employeeSettingMessageTable(kind).inUseOne].map((m) => [
      m,
      m,
    ]),
  ),
);
const FR_MESSAGES = Object.fromEntries(
  EMPLOYEE_SETTING_KINDS.flatMap((kind) => Object.entries(frenchMessages(kind))),
);

export const employeeSettingsTexts = translations<string>(
  { ...EN_COMMON, ...screenTexts(EN_SCREEN), ...EN_MESSAGES },
  { ...FR_COMMON, ...screenTexts(FR_SCREEN), ...FR_MESSAGES },
);
