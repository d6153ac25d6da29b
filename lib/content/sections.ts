/**
 * The sections of the public guide, course and trekking pages that staff write per edition
 * (content_sections), in page order; the facts around them come from the event data
 * (lib/content/facts.ts). Client-safe.
 */
import type { ContentPage } from '@/lib/codes';

export const CONTENT_SECTIONS = {
  // /guide anchors (spec §2): outline and apply also show facts tables from the event and its courses.
  guide: ['outline', 'howto', 'prize', 'gift', 'apply', 'note'],
  // /course anchors (spec §2): the course's features and main route; distance, start time and limit are facts.
  course: ['half', 'mini', 'health'],
  // /trekking sections 1 to 5 (spec §2).
  trekking: ['section1', 'section2', 'section3', 'section4', 'section5'],
} as const satisfies Record<ContentPage, readonly string[]>;

export type SectionKey<P extends ContentPage> = (typeof CONTENT_SECTIONS)[P][number];

/** True when `key` is a section of `page`. */
export function isSectionOf(page: ContentPage, key: string): boolean {
  return (CONTENT_SECTIONS[page] as readonly string[]).includes(key);
}

/** Longest section text (characters of HTML) staff may store. */
export const SECTION_MAX_CHARS = 20_000;
