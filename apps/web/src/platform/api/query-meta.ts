/** Typed `meta` for queries and mutations, read by the app's QueryCache and MutationCache. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Show a failed query as an error notification (lists render their own error state instead). */
      notifyError?: boolean;
    };
    mutationMeta: {
      /** The caller handles failures itself; no error notification. */
      silent?: boolean;
      /** Show the server's success message (4.5 s). */
      notifySuccess?: boolean;
    };
  }
}

export {};
