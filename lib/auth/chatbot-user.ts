/** A user the admin added to a company for the token exchange, beside master-data employees. */
export interface AddedChatbotUser {
  email: string;
  companyId: string;
  /** Full scopes of that company (`<family>:<companyId>`). */
  scopes: string[];
  addedAt: string;
}
