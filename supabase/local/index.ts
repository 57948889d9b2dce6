export { startLocalStack, DEFAULT_DATA_DIR, DEFAULT_SMTP_PORT, type LocalStack, type LocalStackOptions } from './stack';
export { DEMO_KEYS, readProjectKeys, type ProjectKeys } from './keys';
export type { MailMessage } from './mailbox';
export { startSmtpServer, type LocalSmtpServer, type SmtpServerOptions } from './smtp';
