import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

// next-auth v4 App Router handler: sign-in, sign-out, session and CSRF endpoints for the staff console.
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
