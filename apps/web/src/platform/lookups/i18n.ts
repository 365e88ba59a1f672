import { translations } from '../i18n/register.ts';

/** Texts of the shared location and bank selects; loaded with the first page that shows them. */
export const lookupTexts = translations(
  {
    'lookups.country': 'Country',
    'lookups.state': 'State',
    'lookups.city': 'City / LGA',
    'lookups.bank': 'Bank',
    'lookups.chooseCountry': 'Select a country',
    'lookups.chooseState': 'Select a state',
    'lookups.chooseCity': 'Select a city or LGA',
    'lookups.chooseBank': 'Select a bank',
    'lookups.countryFirst': 'Select a country first',
    'lookups.stateFirst': 'Select a state first',
    'lookups.noStates': 'No states listed for this country',
    'lookups.noMatch': 'Nothing matches',
    'lookups.loadFailed': 'Could not load the list. Try again.',
    'lookups.countryCode': 'Country code',
  },
  {
    'lookups.country': 'Pays',
    'lookups.state': 'État',
    'lookups.city': 'Ville / LGA',
    'lookups.bank': 'Banque',
    'lookups.chooseCountry': 'Choisissez un pays',
    'lookups.chooseState': 'Choisissez un État',
    'lookups.chooseCity': 'Choisissez une ville ou une LGA',
    'lookups.chooseBank': 'Choisissez une banque',
    'lookups.countryFirst': "Choisissez d'abord un pays",
    'lookups.stateFirst': "Choisissez d'abord un État",
    'lookups.noStates': "Aucun État n'est répertorié pour ce pays",
    'lookups.noMatch': 'Aucun résultat',
    'lookups.loadFailed': 'La liste n’a pas pu être chargée. Réessayez.',
    'lookups.countryCode': 'Indicatif',
  },
);
