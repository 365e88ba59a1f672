import { enApp } from './en-app.ts';
import { i18n } from './i18n.ts';

// Imported by the app shell: its texts arrive with it (French ones are all in fr.ts).
i18n.addResourceBundle('en', 'translation', enApp, true, false);
