export { startLocalStack, DEFAULT_DATA_DIR, type LocalStack, type LocalStackOptions } from './stack';
export { ANON_KEY, SERVICE_ROLE_KEY, PUBLISHABLE_KEY, SECRET_KEY, JWT_SECRET } from './keys';
export type { MailMessage } from './mailbox';
