import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** A staff account of the console (spec §6: one admin role). Passwords are Argon2id hashes. */
export const staffUsers = pgTable('staff_users', {
  staffId: serial('staff_id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name'),
  role: text('role', { enum: ['admin'] }).notNull().default('admin'),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  lastLoginAt: tstz('last_login_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
