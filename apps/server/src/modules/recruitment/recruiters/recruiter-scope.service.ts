/**
 * A recruiter's scope as the other recruitment areas read it (ADR 66): who is held to which
 * requisitions and postings, the condition that holds a list to them, and a new posting given to its
 * limited recruiter. The statements are in recruiter-scope.repository.ts.
 */
export {
  giveToRecruiter,
  recruiterScope,
  scopeCondition,
  type RecruiterScope,
} from './recruiter-scope.repository.ts';
