/** What a download of a generated file answers when there is no file to give (yet, or any more). */
export const DOWNLOAD_MESSAGES = {
  expired: 'This download has expired. Please generate it again.',
  inProgress: (percent: number) =>
    `The file is still being prepared (${percent}%). Try again when it is ready.`,
  failed: (error: string) => `The file could not be prepared: ${error}`,
} as const;
