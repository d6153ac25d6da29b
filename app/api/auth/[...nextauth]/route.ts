import NextAuth from 'next-auth';
import { withCallbackUrlCheck } from '@/lib/auth/callback-url';
import { withDeviceCookie } from '@/lib/auth/device';
import { authOptions } from '@/lib/auth/options';

// next-auth v4 App Router handler: sign-in, sign-out, session and CSRF endpoints for the staff console;
// a callbackUrl next-auth cannot parse is a 400 before it runs (lib/auth/callback-url.ts), and a
// successful sign-in also makes the browser a known device of the account (lib/auth/device.ts).
const handler = withDeviceCookie<unknown>(withCallbackUrlCheck(NextAuth(authOptions)));
export { handler as GET, handler as POST };
