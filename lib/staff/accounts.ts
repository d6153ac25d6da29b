import 'server-only';
import type { AuditAction } from '@/lib/codes';
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import { needsSecondFactor } from '@/lib/auth/access';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { AdminContext } from '@/lib/auth/require-admin';
import { resetTotp } from '@/lib/auth/totp';
import { badRequest, notFound } from '@/lib/errors';
import { uniqueViolation } from '@/lib/db/pg-error';
import type { StaffCreateInput, StaffUpdateInput } from '@/lib/validation/staff';

/** One account as the staff accounts page lists it (no secrets, no hashes). */
export interface StaffAccountView {
  staffId: number;
  userName: string;
  displayName: string | null;
  role: (typeof staffUsers.$inferSelect)['role'];
  /** Two-step sign-in set up (an authenticator confirmed). */
  twoStep: boolean;
  /** The role must use two-step sign-in (it sees personal data). */
  twoStepRequired: boolean;
  mustChangePassword: boolean;
  disabledAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

/** What POST and PUT /api/admin/staff answer: the account as it now is, and its temporary password when one was just set (shown once). */
export interface StaffAccountAnswer {
  account: StaffAccountView;
  temporaryPassword?: string;
}

const view = (r: typeof staffUsers.$inferSelect): StaffAccountView => ({
  staffId: r.staffId,
  userName: r.userName,
  displayName: r.displayName,
  role: r.role,
  twoStep: !!r.totpEnabledAt,
  twoStepRequired: needsSecondFactor(r.role),
  mustChangePassword: r.mustChangePassword,
  disabledAt: r.disabledAt?.toISOString() ?? null,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/staff: every account, enabled ones first, by user name. */
export async function listStaffAccounts(db: DbOrTx): Promise<StaffAccountView[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.disabledAt), asc(staffUsers.userName));
  return rows.map(view);
}

/**
 * A temporary password for a new account or a reset: 14 characters of base64url (84 bits), given to
 * the person by the director and replaced at the first sign-in (mustChangePassword).
 */
function temporaryPassword(): string {
  return randomBytes(11).toString('base64url').slice(0, 14);
}

const audit = (db: DbOrTx, staff: AdminContext, action: AuditAction, detail: Record<string, unknown>) =>
  writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp, action, detail });

/**
 * POST /api/admin/staff: creates account `input.userName` with `input.role` and a temporary password
 * (returned once, never stored in clear), to be replaced at its first sign-in; a role that sees
 * personal data also sets up two-step sign-in then. 400 staff.errors.userNameTaken when the name
 * exists. Audited as 'staff-create' (user name and role).
 */
export async function createStaffAccount(
  db: Db,
  input: StaffCreateInput,
  staff: AdminContext,
): Promise<StaffAccountAnswer & { temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffUsers)
        .values({
          userName: input.userName,
          displayName: input.displayName || null,
          role: input.role,
          passwordHash,
          mustChangePassword: true,
        })
        .returning();
      await audit(tx, staff, 'staff-create', { staffId: row.staffId, userName: row.userName, role: row.role });
      return { account: view(row), temporaryPassword: password };
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw badRequest('staff.errors.userNameTaken');
    throw err;
  }
}

/** Directors that can still sign in, other than `exceptStaffId`. */
async function otherActiveDirectors(db: DbOrTx, exceptStaffId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'director'), isNull(staffUsers.disabledAt), ne(staffUsers.staffId, exceptStaffId)));
  return n;
}

/**
 * PUT /api/admin/staff: one change to an account, under its row lock:
 * - `role`: the new role (its sessions end: the next sign-in asks what the role needs);
 * - `disabled`: true ends its sessions and refuses its sign-ins, false lets it sign in again;
 * - `resetPassword`: a new temporary password (returned once; sessions end; replaced at sign-in);
 * - `resetTwoStep`: the authenticator forgotten (a lost phone; sessions end; enrols again at sign-in).
 * A director cannot disable, demote or reset their own account here (they use /user/account), and the
 * last director that can sign in cannot be disabled or demoted: 400 with the reason. 404 S0001 for an
 * unknown account. Audited as 'staff-update' with the change (never a password).
 */
export async function updateStaffAccount(db: Db, input: StaffUpdateInput, staff: AdminContext): Promise<StaffAccountAnswer> {
  const password = input.resetPassword ? temporaryPassword() : undefined;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.staffId, input.staffId)).for('update');
    if (!row) throw notFound('staff.errors.notFound');
    if (row.staffId === staff.staffId) throw badRequest('staff.errors.self');
    const losesDirector = row.role === 'director' && ((input.role !== undefined && input.role !== 'director') || input.disabled === true);
    if (losesDirector && !row.disabledAt && (await otherActiveDirectors(tx, row.staffId)) === 0)
      throw badRequest('staff.errors.lastDirector');
    const change: Partial<typeof staffUsers.$inferInsert> = {};
    if (input.role !== undefined) change.role = input.role;
    if (input.disabled !== undefined) change.disabledAt = input.disabled ? (row.disabledAt ?? new Date()) : null;
    if (passwordHash) Object.assign(change, { passwordHash, mustChangePassword: true, failedCount: 0 });
    if (Object.keys(change).length) await tx.update(staffUsers).set(change).where(eq(staffUsers.staffId, row.staffId));
    if (input.resetTwoStep) await resetTotp(tx, row.staffId);
    await audit(tx, staff, 'staff-update', {
      staffId: row.staffId,
      userName: row.userName,
      ...(input.role !== undefined && { role: input.role }),
      ...(input.disabled !== undefined && { disabled: input.disabled }),
      ...(input.resetPassword && { resetPassword: true }),
      ...(input.resetTwoStep && { resetTwoStep: true }),
    });
    const [after] = await tx.select().from(staffUsers).where(eq(staffUsers.staffId, row.staffId));
    return { account: view(after), ...(password && { temporaryPassword: password }) };
  });
}

/** The signed-in account as /user/account shows it. */
export async function ownAccount(db: DbOrTx, staffId: number): Promise<StaffAccountView> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.staffId, staffId));
  if (!row) throw notFound('staff.errors.notFound');
  return view(row);
}

/**
 * PUT /api/admin/account/password: the holder's new password, after checking the current one (400
 * staff.errors.currentPassword otherwise; a new password that contains the user name is refused too).
 * Clears the reset flag. Every session of the account ends with it (trigger of migration 0003), the
 * one making the change included: the console signs in again. Audited as 'password-change'.
 */
export async function changeOwnPassword(
  db: Db,
  staff: AdminContext,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await db.select({ hash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.staffId, staff.staffId));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) throw badRequest('staff.errors.currentPassword');
  if (input.newPassword.toLowerCase().includes(staff.userName.toLowerCase())) throw badRequest('staff.errors.passwordHasName');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash, mustChangePassword: false }).where(eq(staffUsers.staffId, staff.staffId));
    await audit(tx, staff, 'password-change', { staffId: staff.staffId });
  });
}
