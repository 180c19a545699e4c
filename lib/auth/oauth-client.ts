/** A client of the client-credentials grant, as stored. */
export interface OAuthClient {
  clientId: string;
  /** scrypt hash of the secret; the secret itself is never stored. */
  secretHash: string;
  scopes: string[];
  mode: 'service';
  createdAt: string;
  revokedAt?: string;
}
