import { SignJWT } from 'jose';
import type { WorkerConfig } from './config.ts';

/** The provider's limit for a call token's life is ours too: long enough to create the call, no longer. */
export const TOKEN_SECONDS = 120;

/** The provider's public JWT: web calls only, from the site's origin, to the demo assistant alone. */
export async function mintCallToken(config: WorkerConfig, now: number): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + TOKEN_SECONDS;
  const token = await new SignJWT({
    orgId: config.orgId,
    token: {
      tag: 'public',
      restrictions: {
        enabled: true,
        allowedOrigins: config.siteOrigins,
        allowedAssistantIds: [config.assistantId],
        allowTransientAssistant: false,
      },
    },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(config.privateKey));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
