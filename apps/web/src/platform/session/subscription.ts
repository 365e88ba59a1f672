/** Spec 1 §1 and §6: the account type is checked for the text "premium". */
export function isPremiumAccount(accountType: string | null | undefined): boolean {
  return (accountType ?? '').trim().toLowerCase() === 'premium';
}
