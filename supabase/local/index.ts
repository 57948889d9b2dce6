export { startLocalStack, DEFAULT_DATA_DIR, type LocalStack, type LocalStackOptions } from './stack';
export { DEMO_KEYS, readProjectKeys, type ProjectKeys } from './keys';
export type { MailMessage } from './mailbox';
