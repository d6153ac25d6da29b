import NextAuth from 'next-auth';
import { withDeviceCookie } from '@/lib/auth/device';
import { authOptions } from '@/lib/auth/options';

// next-auth v4 App Router handler: sign-in, sign-out, session and CSRF endpoints for the staff console;
// a successful sign-in also makes the browser a known device of the account (lib/auth/device.ts).
const handler = withDeviceCookie<unknown>(NextAuth(authOptions));
export { handler as GET, handler as POST };
