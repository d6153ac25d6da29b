import { GENDERS } from '@/lib/codes';
import { UNTACT_FLAGS } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { photos } from './files';
import { runners } from './registrations';

/**
 * A virtual (untact) runner (spec §3); `validation` is staff's OK (true) / NG (false), null until
 * checked. `runnerSeq` is the registration's runner (runners.runner_seq) of an online ticket, so the
 * runner is known by one number from registration to certificate; the row appears at the first upload.
 */
export const untactRunners = pgTable('untact_runners', {
  runnerSeq: serial('runner_seq')
    .primaryKey()
    .references(() => runners.runnerSeq),
  holdRound: integer('hold_round').notNull(),
  joinSeq: integer('join_seq').notNull(),
  ticketSeq: integer('ticket_seq'),
  ticketName: text('ticket_name').notNull(),
  runnerName: text('runner_name').notNull(),
  cellphone: text('cellphone').notNull(),
  gender: text('gender', { enum: GENDERS }),
  backNo: integer('back_no'),
  startTime: tstz('start_time'),
  finishTime: tstz('finish_time'),
  elapseTime: integer('elapse_time'), // seconds
  validation: boolean('validation'),
  rankNo: integer('rank_no'),
  confirmTime: tstz('confirm_time'),
  /** Metres over the kept points (haversine). */
  distance: integer('distance'),
  /** Automatic checks of the last upload or trim (lib/untact/checks.ts), advice for staff. */
  flags: text('flags', { enum: UNTACT_FLAGS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Points of the file dropped for a missing or out-of-order time (TIME_ORDER). */
  droppedPoints: integer('dropped_points').notNull().default(0),
  fileName: text('file_name'),
  uploadedAt: tstz('uploaded_at'),
  /** When the confirmed rank was announced (POST /api/admin/untact/announce); public ranking shows it. */
  announcedAt: tstz('announced_at'),
  /**
   * The runner's privacy zone: the footprint map leaves out the points within 200 m of the start and
   * the finish (lib/untact/privacy-zone.ts). On unless the runner turns it off.
   */
  privacyZone: boolean('privacy_zone').notNull().default(true),
});

/** One GPS point of an untact run; `removed` marks points trimmed by staff (spec §4 footprint edit). */
export const untactTraces = pgTable(
  'untact_traces',
  {
    seq: serial('seq').primaryKey(),
    runnerSeq: integer('runner_seq')
      .notNull()
      .references(() => untactRunners.runnerSeq, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    logtime: tstz('logtime').notNull(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [index('untact_traces_runner_idx').on(t.runnerSeq, t.logtime)],
);

export const untactPhotos = pgTable('untact_photos', {
  id: serial('id').primaryKey(),
  runnerSeq: integer('runner_seq')
    .notNull()
    .references(() => untactRunners.runnerSeq, { onDelete: 'cascade' }),
  photoId: integer('photo_id')
    .notNull()
    .references(() => photos.photoId),
  // The 480 px thumbnail (a row of photos too); null for photos stored before thumbnails were made.
  thumbId: integer('thumb_id').references(() => photos.photoId),
  width: integer('width'),
  height: integer('height'),
  createTime: tstz('create_time').defaultNow(),
});
