import { EMPLOYEE_FORM_MESSAGES as F } from '@clockroom/contracts';
import { translations } from '../i18n/register.ts';
import { identityTexts } from '../i18n/identity-texts.ts';

/** The picture control's texts; the spec's avatar messages are keyed by their English text. */
export const pictureUploadTexts = translations(
  {
    'pictureUpload.upload': 'Upload picture',
    'pictureUpload.change': 'Change picture',
    'pictureUpload.remove': 'Remove',
    'pictureUpload.hint': 'JPG or JPEG, at most 2 MB.',
    ...identityTexts(F, ['avatarNotJpg', 'avatarTooBig']),
  },
  {
    'pictureUpload.upload': 'Téléverser une photo',
    'pictureUpload.change': 'Changer la photo',
    'pictureUpload.remove': 'Retirer',
    'pictureUpload.hint': 'JPG ou JPEG, 2 Mo au plus.',
    [F.avatarNotJpg]: 'La photo doit être au format JPG !',
    [F.avatarTooBig]: 'La photo ne peut pas dépasser 2 Mo !',
  },
);
