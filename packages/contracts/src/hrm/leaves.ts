/** Filled by the leaves work of the approvals issue (spec 2 §3, §5, §7). */
export {};
