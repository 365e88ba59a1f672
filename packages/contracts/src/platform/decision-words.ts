/**
 * The four words an approvals inbox (ADR 31) answers when it refuses an id or decides none, in
 * English and French, written once from the module's nouns (ADR 78). A module spreads `en` into its
 * message table and `fr` into the French, under the usual keys `decisionMessagesFrom` reads.
 */

/** The nouns one language words a module's refusals with. */
export interface DecisionNouns {
  /** The noun after "No"/"Aucune" and "your own"/"votre propre": 'allowance claim', 'demande d’indemnité'. */
  noun: string;
  /** The noun after "This"/"Cette" where it is shorter than `noun`: 'claim', 'demande'. */
  short?: string;
  /** The noun after "your own"/"votre propre" where it is not `noun`: 'claim', 'demande'. */
  own?: string;
}

export interface DecisionWordsOf {
  en: DecisionNouns;
  /** `feminine` picks "Cette"/"Aucune … traitée" over "Ce"/"Aucun … traité". */
  fr: DecisionNouns & { feminine: boolean };
  /**
   * How the module says a request is no longer waiting: 'pending' ("is no longer pending", "not
   * waiting on your approval"; "n’est plus en attente") or 'approval' ("is no longer awaiting
   * approval", "not waiting for your approval"; "n’est plus en attente d’approbation").
   */
  wording: 'pending' | 'approval';
}

/** One language's refusal words, under the keys of a module's message table. */
export interface DecisionRefusalWords {
  refusedNotPending: string;
  refusedOwn: string;
  refusedNotWaiting: string;
  noneDecided: string;
}

/** The refusal words of a module in both languages, from its nouns. */
export function decisionRefusalWords({ en, fr, wording }: DecisionWordsOf): {
  en: DecisionRefusalWords;
  fr: DecisionRefusalWords;
} {
  const pending = wording === 'pending';
  const thisEn = `This ${en.short ?? en.noun}`;
  const thisFr = `${fr.feminine ? 'Cette' : 'Ce'} ${fr.short ?? fr.noun}`;
  return {
    en: {
      refusedNotPending: `${thisEn} is no longer ${pending ? 'pending' : 'awaiting approval'}`,
      refusedOwn: `You cannot decide your own ${en.own ?? en.noun}`,
      refusedNotWaiting: `${thisEn} is not waiting ${pending ? 'on' : 'for'} your approval`,
      noneDecided: `No ${en.noun} was decided`,
    },
    fr: {
      refusedNotPending: `${thisFr} n’est plus en attente${pending ? '' : ' d’approbation'}`,
      refusedOwn: `Vous ne pouvez pas traiter votre propre ${fr.own ?? fr.noun}`,
      refusedNotWaiting: `${thisFr} n’attend pas votre approbation`,
      noneDecided: fr.feminine ? `Aucune ${fr.noun} n’a été traitée` : `Aucun ${fr.noun} n’a été traité`,
    },
  };
}
