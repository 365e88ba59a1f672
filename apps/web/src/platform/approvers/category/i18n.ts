import { CATEGORY_APPROVER_RULE_MESSAGES as R } from '@clockroom/contracts';
import { translations } from '../../i18n/register.ts';
import { identityTexts } from '../../i18n/identity-texts.ts';
import '../i18n.ts';
import '../../ui/vocabulary.ts';

/**
 * The category approver screens' own words, whichever module registered them; each module brings
 * its wording under its `texts` prefix (title, create, empty…) and its server messages.
 */
export const categoryApproverTexts = translations(
  {
    'categoryApprovers.clearSearch': 'Clear search',
    'categoryApprovers.id': 'ID',
    'categoryApprovers.branch': 'Branch',
    'categoryApprovers.chooseBranch': 'Select a branch',
    'categoryApprovers.category.all_users': 'All employees',
    'categoryApprovers.category.department': 'Department',
    'categoryApprovers.category.station_grade': 'Grade',
    'categoryApprovers.category.employees': 'Employees',
    'categoryApprovers.category.branch': 'Branch',
    'categoryApprovers.departments': 'Departments',
    'categoryApprovers.grades': 'Grades',
    'categoryApprovers.employees': 'Employees',
    'categoryApprovers.branches': 'Branches',
    'categoryApprovers.chooseMany': 'Select one or more',
    'categoryApprovers.searchEmployees': 'Type a name to search',
    'categoryApprovers.branches.all': 'All branches',
    'categoryApprovers.noOfApprovers': 'No of approvers',
    'categoryApprovers.approvalType': 'Approval type',
    'categoryApprovers.categoryType': 'Category type',
    'categoryApprovers.branchHelp': 'A grade or department list applies in one branch.',
    'categoryApprovers.countLabel': 'Number of approvals',
    'categoryApprovers.countHelp': 'One approver row per level; raising the number by one adds a row.',
    'categoryApprovers.saveApprover': 'Save approver list',
    'categoryApprovers.covers': 'Covers',
    ...identityTexts(R),
  },
  {
    'categoryApprovers.clearSearch': 'Effacer la recherche',
    'categoryApprovers.id': 'ID',
    'categoryApprovers.branch': 'Agence',
    'categoryApprovers.chooseBranch': 'Choisir une agence',
    'categoryApprovers.category.all_users': 'Tous les employés',
    'categoryApprovers.category.department': 'Département',
    'categoryApprovers.category.station_grade': 'Grade',
    'categoryApprovers.category.employees': 'Employés',
    'categoryApprovers.category.branch': 'Agence',
    'categoryApprovers.departments': 'Départements',
    'categoryApprovers.grades': 'Grades',
    'categoryApprovers.employees': 'Employés',
    'categoryApprovers.branches': 'Agences',
    'categoryApprovers.chooseMany': 'Choisir un ou plusieurs',
    'categoryApprovers.searchEmployees': 'Saisir un nom pour rechercher',
    'categoryApprovers.branches.all': 'Toutes les agences',
    'categoryApprovers.noOfApprovers': "Nombre d'approbateurs",
    'categoryApprovers.approvalType': "Type d'approbation",
    'categoryApprovers.categoryType': 'Type de catégorie',
    'categoryApprovers.branchHelp': "Une liste par grade ou département s'applique dans une agence.",
    'categoryApprovers.countLabel': "Nombre d'approbations",
    'categoryApprovers.countHelp':
      "Une ligne d'approbateur par niveau ; augmenter le nombre d'un ajoute une ligne.",
    'categoryApprovers.saveApprover': "Enregistrer la liste d'approbateurs",
    'categoryApprovers.covers': 'Couvre',
    [R.typeRequired]: "Veuillez choisir le type d'approbation",
    [R.countRequired]: "Veuillez saisir le nombre d'approbateurs requis",
    [R.personRequired]: "Veuillez choisir l'approbateur",
    [R.alternateInvalid]: 'Veuillez choisir un autre approbateur suppléant',
    [R.levelsMismatch]: 'Veuillez choisir un approbateur pour chaque niveau',
    [R.categoryRequired]: 'Veuillez choisir le type de catégorie ',
    [R.branchRequired]: 'Veuillez choisir une agence',
    [R.employeesRequired]: 'Veuillez choisir un employé ',
    [R.gradesRequired]: 'Veuillez choisir un grade ',
    [R.departmentsRequired]: 'Veuillez choisir un département ',
  },
);
