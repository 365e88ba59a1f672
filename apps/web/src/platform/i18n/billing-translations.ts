import { enBilling } from './en-billing.ts';
import { i18n } from './i18n.ts';

// Imported by the payment pages: their texts arrive with them (French ones are all in fr.ts).
i18n.addResourceBundle('en', 'translation', enBilling, true, false);
