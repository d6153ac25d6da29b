import type { bulkProgress, previewBulk } from './bulk';

/** What POST /api/admin/messages/bulk/preview answers: how many phones the segment reaches, five of them masked, the text as sent and its size. */
export type BulkPreview = Awaited<ReturnType<typeof previewBulk>>;

/** A bulk message's progress, as GET /api/admin/messages/bulk/{id} answers it (and the bulk page lists the recent ones). */
export type BulkProgress = Awaited<ReturnType<typeof bulkProgress>>;
