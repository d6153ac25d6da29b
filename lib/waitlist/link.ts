import 'server-only';
import { siteUrl } from '@/lib/content/site-url';
import { inviteToken } from './token';

/** The path the invited runner registers through: the ordinary individual form with the invitation. */
export function invitePath(waitId: number, expiresAt: Date): string {
  return `/apply/individual?invite=${encodeURIComponent(inviteToken(waitId, expiresAt))}`;
}

/** The absolute invitation link of the SMS (PUBLIC_URL, else NEXTAUTH_URL, else localhost). */
export function inviteLink(waitId: number, expiresAt: Date): string {
  return `${siteUrl()}${invitePath(waitId, expiresAt)}`;
}
