/** What a completed back-office content change tells the person who made it, and what it made or changed. */
export interface ContentChange {
  message: string;
  id?: string;
  slug?: string;
}
