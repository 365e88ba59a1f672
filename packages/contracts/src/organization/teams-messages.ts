/**
 * Texts of teams. The web app uses them as i18n keys; they live apart from the schemas
 * so that a screen showing them does not download Zod.
 */
export const TEAM_MESSAGES = {
  listed: 'Teams retrieved successfully',
  loaded: 'Team retrieved successfully',
  created: 'Team created successfully',
  updated: 'Team updated successfully',
  deleted: 'Teams deleted successfully',
  notFound: 'Team not found',
  nameRequired: 'Kindly input team name',
  nameTooLong: 'Kindly keep the team name under 150 characters',
  nameTaken: 'A team with this name already exists',
  leadInvalid: 'Kindly select a valid team lead',
  membersInvalid: 'Kindly select valid team members',
  descriptionTooLong: 'Kindly keep the description under 1000 characters',
  idsRequired: 'Kindly select at least one team',
} as const;
